// Child process for the work-directory tests: makes an analysis work directory the way an attempt
// does, leaves a scratch file in it, prints its path, and waits (to be killed mid-attempt).
import fs from 'node:fs';
import path from 'node:path';
import { makeWorkDir } from '../../dist/jobs/analysis/work-dirs.js';

const workDir = await makeWorkDir();
fs.mkdirSync(path.join(workDir, 'libreoffice-profile'));
fs.writeFileSync(path.join(workDir, 'libreoffice-profile', 'registrymodifications.xcu'), '<x/>');
process.stdout.write(`${workDir}\n`);
setInterval(() => {}, 1 << 30);
