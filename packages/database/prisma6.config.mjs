// Prisma 6 CLI configuration, for one command only: `migrate diff` in scripts/new-migration.mjs.
// Prisma 7's diff needs its native schema engine (a download this project cannot rely on); Prisma
// 6.19 diffs with its bundled WebAssembly engine over a pg driver adapter. The runtime client is
// Prisma 7 (prisma.config.ts). The script passes the schemas on the command line, and the target
// one here too: the CLI reads the generator's `engineType = "client"` from it at start, and
// without it downloads a native query engine.
import { defineConfig } from 'prisma6/config';
import { PrismaPg } from 'prisma6-adapter-pg';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: process.env.PRISMA6_SCHEMA,
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
});
