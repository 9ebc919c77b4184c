#!/usr/bin/env node
// Stand-in for Prisma's native schema engine, which cannot be downloaded here (docs/database.md).
// `prisma generate` only checks that the file exists; any command that would really need the engine
// (migrate, db push, ...) must fail loudly instead of "succeeding" without applying anything.
process.stderr.write(
  JSON.stringify({
    level: 'ERROR',
    fields: {
      message:
        'mapgate: the Prisma schema engine is not available offline. Use `npm run migrate` to apply ' +
        'migrations and `npm run migration:new -- <name>` to author one.',
    },
  }) + '\n',
);
process.exit(1);
