import type DataLoader from 'dataloader';
import { Ctx, FieldResolver, InputType, Resolver, Root } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import { APIKey, ApiKeyLoaders } from '../api-keys';
import * as graph from '../graph';
import { BrowserSessionService } from './browser-session.service';
import { BrowserSession } from './browser-session.types';

/** Browser sessions in the graph (docs/graph.md): their list, connection, filter and order, loader and edge. */
export const BrowserSessionConnection = graph.connectionOf(BrowserSession, 'BrowserSession', 'browser sessions');
export const BrowserSessionOrder = graph.orderOf('BrowserSession', { CREATED_AT: 'createdAt' }, 'browser sessions');

@InputType({ description: 'Which browser sessions to list; every given condition must hold.' })
export class BrowserSessionFilter extends graph.CreatedFilter {}

/** Every browser session. */
const browserSessionsList = (sessions: BrowserSessionService) =>
  graph.nodeList<BrowserSession>(
    'browserSessions',
    graph.spec({
      table: 'browser_sessions',
      parent: null,
      orders: { createdAt: graph.CREATED_AT },
      filters: graph.created,
    }),
    (ids) => sessions.byIds(ids),
    graph.desc('createdAt'),
  );

/** A request's browser sessions by id (`node`). */
export class BrowserSessionLoaders extends graph.PerRequest<{ byId: DataLoader<string, BrowserSession | null> }> {
  constructor(s: BrowserSessionService) {
    super(() => ({ byId: graph.byIds((ids) => s.byIds(ids)) }));
  }
}

export const BrowserSessionConnections = graph.listResolvers(
  [BrowserSessionService, browserSessionsList],
  [BrowserSessionConnection, BrowserSessionFilter, BrowserSessionOrder],
  graph.rootQuery('browserSessionsConnection', [SUPER_ADMIN], `Browser sessions, ${graph.PAGED}`),
);

@Resolver(() => BrowserSession)
export class BrowserSessionEdges {
  constructor(private readonly keys: ApiKeyLoaders) {}

  @FieldResolver(() => APIKey, {
    nullable: true,
    description: 'The API key it was signed in with; null for any other sign-in.',
  })
  async apiKey(@Root() s: BrowserSession, @Ctx() ctx: Context): Promise<APIKey | null> {
    if (!s.apiKeyId) return null;
    return graph.readableOne(ctx, await this.keys.for(ctx.loaders).byId.load(s.apiKeyId));
  }
}
