import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import { BrowserSession } from './browser-session.types';
import { BrowserSessionService } from './browser-session.service';

@Resolver(() => BrowserSession)
export class BrowserSessionResolver {
  constructor(private readonly service: BrowserSessionService) {}

  @Authorized(SUPER_ADMIN)
  @Query(() => [BrowserSession], {
    description: 'Every browser session, newest first (ended ones are kept for 7 days).',
  })
  browserSessions(): Promise<BrowserSession[]> {
    return this.service.list();
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => Boolean, { description: 'Revokes a browser session; unknown or already revoked is 404.' })
  async revokeBrowserSession(
    @Arg('session', () => ID, { description: 'The browser session id (a UUID).' }) session: string,
  ): Promise<boolean> {
    await this.service.revoke(session);
    return true;
  }
}
