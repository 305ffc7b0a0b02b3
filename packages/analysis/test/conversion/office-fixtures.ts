import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { flatOdt } from './flat-odt.js';

/**
 * Office files for the tests, made from a flat ODT by soffice itself (with a profile of their own):
 * `odt`, `doc`... → the path of `sample.<ext>` in `dir`.
 */
export async function officeFile(dir: string, format: 'odt' | 'doc' | 'docx', pages = 2): Promise<string> {
  const fodt = path.join(dir, 'sample.fodt');
  await fs.writeFile(fodt, flatOdt(pages));
  const filter = { odt: 'odt', doc: 'doc:MS Word 97', docx: 'docx:MS Word 2007 XML' }[format];
  await promisify(execFile)('soffice', [
    `-env:UserInstallation=file://${path.join(dir, 'fixture-profile')}`,
    '--headless',
    '--norestore',
    '--convert-to',
    filter,
    '--outdir',
    dir,
    fodt,
  ]);
  await fs.rm(path.join(dir, 'fixture-profile'), { recursive: true, force: true });
  return path.join(dir, `sample.${format}`);
}
