import { redisTransport } from '../src/cache/bus-redis';
import pino from 'pino';
(async () => {
  const logger = pino();
  const t0 = Date.now();
  const t = await redisTransport('redis://127.0.0.1:1', { message: (m) => console.log('msg', m), resync: () => console.log('resync') }, logger);
  console.log('started after', Date.now() - t0);
  await t.publish('x').catch((e) => console.log('publish failed', e.message));
  await t.close();
  console.log('closed');
  const a = await redisTransport('redis://127.0.0.1:6379', { message: (m) => console.log('A got', m), resync: () => console.log('resync') }, logger);
  await a.publish('hello');
  await new Promise((r) => setTimeout(r, 200));
  await a.close();
  console.log('done');
})();
