import type { Domain } from '../domain';
import { StyleResolver } from './style.resolver';
import { styleRoutes } from './style.routes';
import { STYLES_CACHE, StyleService } from './style.service';
import type { StyleWithBody } from './style.types';

export { STYLES_CACHE, StyleService };
export { Style, StyleDiagnostic, StyleFormatValue } from './style.types';
export { recordedWarnings } from './style.attributes';

export const stylesDomain: Domain = {
  name: 'styles',
  resolvers: [StyleResolver],
  routes: styleRoutes,
  register(container, { db, caches, invalidator }) {
    // Bodies are up to 1 MiB; 32 MiB keeps the hot styles of many workspaces. The TTL bounds how long
    // an entry loaded while a concurrent update was committing can outlive that update.
    const cache = caches.cache<StyleWithBody>(STYLES_CACHE, {
      maxSizeBytes: 32 * 1024 * 1024,
      ttlMs: 60_000,
      // sld_body is the same string as body, so it costs nothing more.
      sizeOf: (s) => Buffer.byteLength(s.body, 'utf8') + 512,
    });
    container.set(StyleService, new StyleService(db.prisma, cache, invalidator));
  },
};
