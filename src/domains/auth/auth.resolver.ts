import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { clientIp } from '../../auth/authenticate';
import { clearSessionCookies, setSessionCookies } from '../../auth/session-cookies';
import type { Context } from '../../request/context';
import { AuthMe, LoginInput } from './auth-me.types';
import { AuthMeService } from './auth-me.service';
import { BrowserSessionService, type IssuedSession, type SignInClient } from './browser-session.service';

const clientOf = ({ req }: Context): SignInClient => ({
  ip: clientIp(req),
  userAgent: req.headers['user-agent'] ?? '',
  retryAfter: (s) => {
    req.res?.setHeader('Retry-After', String(s));
  },
});

@Resolver(() => AuthMe)
export class AuthResolver {
  constructor(
    private readonly me: AuthMeService,
    private readonly sessions: BrowserSessionService,
  ) {}

  @Authorized()
  @Query(() => AuthMe, { name: 'me', description: "The caller's identity, roles and capabilities." })
  authMe(@Ctx() ctx: Context): Promise<AuthMe> {
    return this.me.describe(ctx.principal, ctx.loaders);
  }

  // Public (PUBLIC_FIELDS): signing in is how a browser gets a credential in the first place.
  @Mutation(() => AuthMe, {
    description: 'Signs in with an API key, a mapgate token or an OIDC token: sets the session cookies.',
  })
  async login(
    @Arg('input', { description: 'The credential to sign in with.' }) input: LoginInput,
    @Ctx() ctx: Context,
  ): Promise<AuthMe> {
    return this.issue(ctx, await this.sessions.login(input, clientOf(ctx)));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Revokes the caller's browser session and clears its cookies." })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    await this.sessions.logout(ctx.principal);
    clearSessionCookies(ctx.req);
    return true;
  }

  @Authorized()
  @Mutation(() => AuthMe, { description: 'Rotates both session secrets (new cookies) and extends the idle deadline.' })
  async refreshSession(@Ctx() ctx: Context): Promise<AuthMe> {
    return this.issue(ctx, await this.sessions.refresh(ctx.principal));
  }

  private issue(ctx: Context, s: IssuedSession): Promise<AuthMe> {
    setSessionCookies(ctx.req, s.secrets, s.expiresAt);
    return this.me.describe(s.principal, ctx.loaders);
  }
}
