import type DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, FieldResolver, InputType, Query, Resolver, Root } from 'type-graphql';
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

/** A request's browser sessions by id (`node`). */
export class BrowserSessionLoaders extends graph.PerRequest<{ byId: DataLoader<string, BrowserSession | null> }> {
  constructor(s: BrowserSessionService) {
    super(() => ({ byId: graph.byIds((ids) => s.byIds(ids)) }));
  }
}

@Resolver()
export class BrowserSessionConnections {
  private readonly list;

  constructor(
    private readonly paging: graph.GraphPaging,
    sessions: BrowserSessionService,
  ) {
    this.list = graph.nodeList<BrowserSession>(
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
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => BrowserSessionConnection, { description: `Browser sessions, ${graph.PAGED}` })
  browserSessionsConnection(
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => BrowserSessionFilter, graph.FILTER_ARG) filter?: BrowserSessionFilter | null,
    @Arg('orderBy', () => BrowserSessionOrder, graph.ROOT_ORDER_ARG) orderBy?: graph.ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, '*', { ...page, filter, orderBy });
  }
}

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
