// Child process for the crash tests: starts the embedded server on argv[2], prints its URL, waits.
import { EmbeddedPostgres } from '../../dist/index.js';

const server = await EmbeddedPostgres.start({ dataDir: process.argv[2] });
process.stdout.write(`${server.url}\n`);
setInterval(() => {}, 1 << 30);
