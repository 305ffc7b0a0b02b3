// The soak's S3-compatible server in a process of its own (s3rver, as in the tests), so that it
// does not share an event loop with the soak's clients: prints the S3_* variables as one JSON
// line, serves until SIGTERM or its parent dies.
import { startS3Server } from '@app/testing';

const server = await startS3Server();
process.stdout.write(`${JSON.stringify(server.env)}\n`);
const stop = () => void server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 1000);
