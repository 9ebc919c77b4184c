import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from './src/generated/prisma/client';
(async () => {
  const t0 = Date.now();
  const db = new PGlite('memory://');
  await db.waitReady;
  console.log('init', Date.now() - t0);
  const t1 = Date.now();
  const dump = await db.dumpDataDir('none');
  console.log('dump', Date.now() - t1, dump.size);
  const t2 = Date.now();
  const db2 = new PGlite('memory://', { loadDataDir: dump });
  await db2.waitReady;
  console.log('load', Date.now() - t2);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(db2) });
  console.log(await prisma.$queryRawUnsafe('select 1 as x'));
})();
