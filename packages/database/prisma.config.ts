// Prisma 7 CLI configuration: `prisma generate` only (the client). Prisma 7's migrate commands
// need its native schema engine, a download this project cannot rely on; migrations are applied by
// our own runner (src/migrations) and generated with the Prisma 6 CLI (scripts/new-migration.mjs,
// prisma6.config.mjs). See docs/architecture.md, "Prisma 7 client, Prisma 6 diff".
import path from 'node:path';
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: path.join(import.meta.dirname, '../../prisma/schema.prisma'),
  migrations: { path: path.join(import.meta.dirname, '../../prisma/migrations') },
});
