import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { analyseFile } from '../../src/engine/analyse-file.js';
import { convertWithLibreOffice } from '../../src/conversion/libreoffice.js';
import { leavesPackage } from '../../src/conversion/external-references/external-reference.js';
import { removeOdfExternalLinks } from '../../src/conversion/external-references/odf-links.js';
import { removeExternalRelationships } from '../../src/conversion/external-references/ooxml-relationships.js';
import { removeLinkingFields } from '../../src/conversion/external-references/word-fields.js';
import { holdsSecretPicture, LINKED_OFFICE_FILES, rewrite, writeSecretPicture } from './linked-office-files.js';

// Real LibreOffice, really contained: an Office file that links to a loopback address or to a file
// of the server must make LibreOffice reach neither.

let dir: string;
let secret: string;
let server: http.Server;
let base: string;
const requests: string[] = [];

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'external-references-test-'));
  secret = await writeSecretPicture(await fs.mkdtemp(path.join(os.tmpdir(), 'server-secret-')));
  server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(dir, { recursive: true, force: true });
  await fs.rm(path.dirname(secret), { recursive: true, force: true });
});

describe('what leaves a package', () => {
  it.each([
    ['http://127.0.0.1:1/x.png', true],
    ['file:///etc/passwd', true],
    ['FILE:///etc/passwd', true],
    ['vnd.sun.star.expand:$UNO_USER_INSTALLATION', true],
    ['//host/share/x.png', true],
    ['\\\\host\\share\\x.png', true],
    ['/etc/passwd', true],
    ['../secret.png', true],
    ['media/image1.png', false],
    ['../media/image1.png', true],
    ['Pictures/1.png', false],
    ['./Object 1', false],
    ['#Bookmark', false],
  ])('%s: %s', (target, leaves) => {
    expect(leavesPackage(target)).toBe(leaves);
  });
});

describe('removing external references from a part', () => {
  it('OOXML: drops linked pictures, templates and externals, keeps hyperlinks and internal parts', () => {
    const rels =
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="media/a.png"/>' +
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://127.0.0.1/a&amp;b.png" TargetMode="External"/>' +
      '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.org/" TargetMode="External"/>' +
      "<Relationship TargetMode='External' Id='rId4' Type='http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate' Target='file:///srv/t.dotx'></Relationship>" +
      '<Relationship Id="rId5" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="file:///etc/x.png"/>' +
      '<Relationship Id="rId6" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/image2.png"/>' +
      '<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide" Target="/ppt/slides/slide1.xml"/>' +
      '</Relationships>';
    const { xml, removed } = removeExternalRelationships(rels, 'word/_rels/document.xml.rels');
    expect(removed.map((r) => r.target)).toEqual([
      'http://127.0.0.1/a&b.png',
      'file:///srv/t.dotx',
      'file:///etc/x.png',
    ]);
    expect(xml).toContain('Id="rId1"');
    expect(xml).toContain('Id="rId3"');
    expect(xml).toContain('Id="rId6"'); // part names, relative or absolute, are inside the package
    expect(xml).toContain('Id="rId7"');
    expect(xml).not.toMatch(/rId2|rId4|rId5/);
  });

  it('ODF: empties links that leave the package whatever the XLink prefix, keeps hyperlinks and pictures inside', () => {
    const content =
      '<office:document-content xmlns:office="urn:o" xmlns:q="http://www.w3.org/1999/xlink">' +
      '<draw:image q:href="Pictures/1.png"/><draw:image q:href="http://127.0.0.1/x.png"/>' +
      '<text:section-source q:href="file:///srv/s.odt"/><text:a q:href="https://example.org/">link</text:a>' +
      '<draw:image xlink:href="http://not-xlink-namespace/"/></office:document-content>';
    const { xml, removed } = removeOdfExternalLinks(content, 'content.xml');
    expect(removed.map((r) => r.target)).toEqual(['http://127.0.0.1/x.png', 'file:///srv/s.odt']);
    expect(xml).toContain('q:href="Pictures/1.png"');
    expect(xml).toContain('q:href="https://example.org/"');
    expect(xml).toContain('<draw:image q:href=""/>');
    expect(xml).toContain('<text:section-source q:href=""/>');
  });

  it('Word fields: empties INCLUDEPICTURE, INCLUDETEXT and LINK instructions, keeps HYPERLINK', () => {
    const document =
      '<w:p><w:r><w:instrText xml:space="preserve"> INCLUDEPICTURE "http://127.0.0.1/p.png" \\d </w:instrText></w:r>' +
      '<w:r><w:instrText> HYPERLINK "https://example.org/" </w:instrText></w:r>' +
      '<w:fldSimple w:instr=" INCLUDETEXT &quot;file:///etc/passwd&quot; "><w:r><w:t>x</w:t></w:r></w:fldSimple>' +
      '<w:r><w:instrText>LINK Excel.Sheet.12 "C:\\\\book.xlsx" "Sheet1"</w:instrText></w:r></w:p>';
    const { xml, removed } = removeLinkingFields(document, 'word/document.xml');
    expect(removed.map((r) => r.target)).toEqual(['http://127.0.0.1/p.png', 'Excel.Sheet.12', 'file:///etc/passwd']);
    expect(xml).toContain('<w:instrText xml:space="preserve"></w:instrText>');
    expect(xml).toContain('HYPERLINK "https://example.org/"');
    expect(xml).toContain('<w:fldSimple w:instr="">');
  });
});

const analyse = async (file: string, format: (typeof LINKED_OFFICE_FILES)[number]) => {
  const workDir = await fs.mkdtemp(path.join(dir, 'work-'));
  const result = await analyseFile({ path: file, fileType: format.fileType, mimeType: format.mimeType, workDir });
  return { result, preview: result.preview ? await fs.readFile(result.preview) : null };
};

describe.each(LINKED_OFFICE_FILES)('a $format file that links outside itself', (format) => {
  it('makes no request to a loopback address, and says the link was not analysed', async () => {
    requests.length = 0;
    const target = `${base}/${format.format}-picture.png`;
    const file = await format.build(target, path.join(dir, `loopback.${format.format}`));
    const { result, preview } = await analyse(file, format);
    expect(requests).toEqual([]);
    expect(preview).not.toBeNull(); // the conversion did run
    expect(result.feedback.report.notAnalysed).toContainEqual({
      reason: 'externalReference',
      part: expect.any(String),
      target,
    });
  }, 60_000);

  it('never puts a server file it links to with file:// into the preview', async () => {
    const target = pathToFileURL(secret).href;
    const file = await format.build(target, path.join(dir, `secret.${format.format}`));
    const { result, preview } = await analyse(file, format);
    expect(preview).not.toBeNull();
    expect(holdsSecretPicture(preview!)).toBe(false);
    expect(result.feedback.report.notAnalysed?.map((entry) => entry.target)).toContain(target);
  }, 60_000);
});

describe('the sandbox alone, with the links left in', () => {
  const docx = LINKED_OFFICE_FILES.find((format) => format.format === 'docx')!;
  const odt = LINKED_OFFICE_FILES.find((format) => format.format === 'odt')!;

  // Both LibreOffices: a warm one of the pool (long-lived, in its own sandbox) and a cold one.
  const cases = [docx, odt].flatMap((format) => [true, false].map((warm) => ({ ...format, warm })));

  it.each(cases)(
    'LibreOffice (warm: $warm) converting a $format with a loopback link reaches nothing',
    async ({ warm, ...format }) => {
      requests.length = 0;
      const file = await format.build(`${base}/unstripped.png`, path.join(dir, `unstripped.${format.format}`));
      const out = await fs.mkdtemp(path.join(dir, 'unstripped-'));
      await convertWithLibreOffice(file, format.fileType, 'pdf', out, { mimeType: format.mimeType, warm });
      expect(requests).toEqual([]);
    },
    60_000,
  );

  it.each(cases)(
    'LibreOffice (warm: $warm) converting a $format linking a server file by file:// cannot read it',
    async ({ warm, ...format }) => {
      const file = await format.build(pathToFileURL(secret).href, path.join(dir, `unstripped-secret.${format.format}`));
      const out = await fs.mkdtemp(path.join(dir, 'unstripped-'));
      const pdf = await convertWithLibreOffice(file, format.fileType, 'pdf', out, { mimeType: format.mimeType, warm });
      expect(holdsSecretPicture(await fs.readFile(pdf))).toBe(false);
    },
    60_000,
  );

  it('(control) the same picture inside the package does reach the preview', async () => {
    const file = await rewrite('docx-pass.docx', path.join(dir, 'embedded.docx'), () => null, {
      'word/media/image1.png': await fs.readFile(secret),
    });
    const out = await fs.mkdtemp(path.join(dir, 'embedded-'));
    const pdf = await convertWithLibreOffice(file, docx.fileType, 'pdf', out, { mimeType: docx.mimeType });
    expect(holdsSecretPicture(await fs.readFile(pdf))).toBe(true);
  }, 60_000);
});
