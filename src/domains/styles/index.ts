import { MAPGATE_CACHES } from '../../cache/defaults';
import type { Domain } from '../domain';
import { nodeLoaders, ofWorkspace } from '../graph';
import { StyleConnections, StyleEdges, StyleLoaders, StyleWorkspaceEdge } from './style.graph';
import { StyleResolver } from './style.resolver';
import { styleRoutes } from './style.routes';
import { STYLES_CACHE, StyleService } from './style.service';
import type { StyleWithBody } from './style.types';

export { STYLES_CACHE, StyleService };
export { Style, StyleDiagnostic, StyleFormatValue } from './style.types';
export { styleById } from './style.graph';
export { recordedWarnings } from './style.attributes';

export const stylesDomain: Domain = {
  name: 'styles',
  resolvers: [StyleResolver, ...StyleConnections, StyleEdges, StyleWorkspaceEdge],
  routes: styleRoutes,
  register(container, { db, caches, invalidator }) {
    // Sized in src/cache/defaults.ts; only the measure of an entry is said here.
    const cache = caches.cache<StyleWithBody>(STYLES_CACHE, {
      ...MAPGATE_CACHES.styles,
      // sld_body is the same string as body, so it costs nothing more.
      sizeOf: (s) => Buffer.byteLength(s.body, 'utf8') + 512,
    });
    const styles = new StyleService(db.prisma, cache, invalidator);
    container.set(StyleService, styles);
    nodeLoaders(container, 'Style', new StyleLoaders(styles), ofWorkspace);
  },
};
