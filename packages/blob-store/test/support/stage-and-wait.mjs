// Child process for the staged-file tests: opens the store chosen by argv[2] (openBlobStore's JSON),
// stages a file the way an upload does, prints its path, and waits (to be killed mid-"upload").
import fs from 'node:fs';
import { openBlobStore } from '../../dist/index.js';

const store = await openBlobStore(JSON.parse(process.argv[2]));
const staged = store.stagingPath();
fs.writeFileSync(staged, 'half an upload');
process.stdout.write(`${staged}\n`);
setInterval(() => {}, 1 << 30);
