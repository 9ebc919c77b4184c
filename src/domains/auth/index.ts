import { bindCredentials, Credentials } from '../../auth/credentials';
import { ClaimMappingService } from '../claim-mappings';
import type { Domain } from '../domain';
import { nodeLoaders, superAdminOnly } from '../graph';
import { BrowserSessionConnections, BrowserSessionEdges, BrowserSessionLoaders } from './browser-session.graph';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.routes';
import { AuthMeService } from './auth-me.service';
import { BrowserSessionResolver } from './browser-session.resolver';
import { BrowserSessionService } from './browser-session.service';

export { AuthMeService, BrowserSessionService };
export { ensureFirstKey, firstCredentialHint, firstKeyMessage, FIRST_KEY_NAME } from './first-credential';
export { BrowserSession } from './browser-session.types';

/**
 * Identity: AuthMe, sign-in and browser sessions. Its registration also makes the app's one
 * Credentials (shared with createAuthenticator, so both count failed sign-ins together); it reads
 * claim mappings through ClaimMappingService, so the claim-mappings domain must be registered first.
 */
export const authDomain: Domain = {
  name: 'auth',
  resolvers: [AuthResolver, BrowserSessionResolver, ...BrowserSessionConnections, BrowserSessionEdges],
  routes: authRoutes,
  idArguments: { session: 'BrowserSession' },
  register(container, deps) {
    const credentials = new Credentials(deps, container.get(ClaimMappingService));
    bindCredentials(deps, credentials);
    container.set(Credentials, credentials);
    container.set(AuthMeService, new AuthMeService(deps.db.prisma));
    const sessions = new BrowserSessionService(deps.db.prisma, credentials);
    container.set(BrowserSessionService, sessions);
    nodeLoaders(container, 'BrowserSession', new BrowserSessionLoaders(sessions), superAdminOnly);
  },
  async start(container) {
    // The shared sign-in limiter's Redis connection (none without MAPGATE_REDIS_URL).
    return async () => {
      const { limiter } = container.get(Credentials);
      if ('close' in limiter) await limiter.close();
    };
  },
};
