// Child process for the staged-file tests: stages a file in the store at argv[2] the way an upload
// does, prints its path, and waits (to be killed mid-"upload").
import fs from 'node:fs';
import { LocalDiskBlobStore } from '../../dist/index.js';

const store = await LocalDiskBlobStore.open(process.argv[2]);
const staged = store.stagingPath();
fs.writeFileSync(staged, 'half an upload');
process.stdout.write(`${staged}\n`);
setInterval(() => {}, 1 << 30);
