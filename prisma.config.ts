import path from 'node:path';
import { defineConfig } from 'prisma/config';

// Prisma's CLI would download a native schema engine; point it at a stand-in that refuses loudly
// (docs/database.md). Migrations are applied by src/db/migrate.ts, never by `prisma migrate`.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve(__dirname, 'prisma/no-schema-engine.js');

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost/mapgate-unused' },
});
