// Prisma CLI configuration (generate, migrate diff). Prisma 6.19 is pinned with the JS engine and
// the pg adapter because Prisma 7's schema engine is a native download; see docs/architecture.md.
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';

// The CLI resolves `env("DATABASE_URL")` even for commands that never connect (generate,
// migrate diff) and, when it cannot, silently falls back to downloading a query engine.
process.env.DATABASE_URL ??= 'postgresql://unused@localhost:5432/unused';

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(import.meta.dirname, '../../prisma/schema.prisma'),
  migrations: { path: path.join(import.meta.dirname, '../../prisma/migrations') },
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
});
