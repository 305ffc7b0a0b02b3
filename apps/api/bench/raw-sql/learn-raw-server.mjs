// The service the Learn benchmark drives: the built application (ROLE=api: HTTP only, as one API
// process of a deployment), plus the raw-SQL twins of the measured endpoints under
// `${LEARN}/raw/...` (raw-sql-module.mjs), in the same process and Nest application.
import { loadConfig } from '@app/config';
import { preparedStatementName } from '@app/database';
import pg from 'pg';
import { createApp } from '../../dist/app/create-app.js';
import { closeGracefully, listen } from '../../dist/runtime/http-server.js';
import { createLogger } from '../../dist/runtime/logger.js';
import { startRuntime } from '../../dist/runtime/runtime.js';
import { rawSqlModule } from './raw-sql-module.mjs';

const config = loadConfig({ ...process.env, ROLE: 'api' });
const logger = createLogger(config);
const runtime = await startRuntime(config, logger);
/** Statements prepared once per connection under the same names as the Prisma client's (prepared-statements.ts). */
class PreparingClient extends pg.Client {
  query(config, values, callback) {
    if (typeof config !== 'string') return super.query(config, values, callback);
    const parameters = Array.isArray(values) ? values : [];
    const named = { name: preparedStatementName(config, parameters.length), text: config, values: parameters };
    return super.query(named, typeof values === 'function' ? values : callback);
  }
}
// As many connections as the Prisma client's pool (packages/database/src/prisma-client.ts).
const pool = new pg.Pool({ connectionString: runtime.database.url, max: 10, Client: PreparingClient });
const app = await createApp(runtime, [rawSqlModule(pool)]);
await listen(app, config);

process.once('SIGTERM', async () => {
  await closeGracefully(app);
  await pool.end();
  await runtime.stop();
  process.exit(0);
});
