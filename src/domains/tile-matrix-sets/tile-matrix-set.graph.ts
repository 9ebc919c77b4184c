import type DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, Field, InputType, Query, Resolver } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import * as graph from '../graph';
import { BUILTIN_TILE_MATRIX_SETS } from './tile-matrix-set.builtins';
import { TileMatrixSetService } from './tile-matrix-set.service';
import { TileMatrixSet } from './tile-matrix-set.types';

/** Tile matrix sets in the graph (docs/graph.md): their list, connection, filter and order, and their loader. */
export const TileMatrixSetConnection = graph.connectionOf(TileMatrixSet, 'TileMatrixSet', 'tile matrix sets');
export const TileMatrixSetOrder = graph.orderOf(
  'TileMatrixSet',
  { RANK: 'rank', TITLE: 'title', CREATED_AT: 'createdAt' },
  'tile matrix sets',
);

@InputType({ description: 'Which tile matrix sets to list; every given condition must hold.' })
export class TileMatrixSetFilter extends graph.CreatedFilter {
  @Field(() => String, { nullable: true, description: 'Part of the id or of the title, any case.' })
  nameContains?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only built-in (true) or custom (false) sets.' })
  builtin?: boolean | null;
}

/** A request's tile matrix sets by id (`node`). */
export class TileMatrixSetLoaders extends graph.PerRequest<{ byId: DataLoader<string, TileMatrixSet | null> }> {
  constructor(s: TileMatrixSetService) {
    // Tile matrix sets are few and cached by their service: the whole list answers every id.
    super(() => ({
      byId: graph.single(
        () => s.list(),
        (r) => r.id,
      ),
    }));
  }
}

@Resolver()
export class TileMatrixSetConnections {
  private readonly list;

  constructor(
    private readonly paging: graph.GraphPaging,
    sets: TileMatrixSetService,
  ) {
    // Built-ins in their default order, then custom sets by id (the order of the plain field).
    this.list = graph.nodeList<TileMatrixSet>(
      'tileMatrixSets',
      graph.spec({
        table: 'tile_matrix_sets',
        parent: null,
        idType: 'text',
        orders: {
          rank: [{ column: graph.rankAmong(BUILTIN_TILE_MATRIX_SETS.map((s) => s.id)), type: 'int' }],
          title: [{ column: 'title', type: 'text' }],
          createdAt: graph.CREATED_AT,
        },
        filters: {
          ...graph.created,
          nameContains: (v: string, p: graph.Param) =>
            `(${graph.contains('id')(v, p)} OR ${graph.contains('title')(v, p)})`,
          builtin: graph.equals('builtin', 'boolean'),
        },
      }),
      // Few and cached by their service: a page is cut from the whole list.
      (ids) => graph.pickIds(sets.list(), ids),
      graph.asc('rank'),
    );
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => TileMatrixSetConnection, {
    description: `Tile matrix sets, ${graph.PAGED} Default as tileMatrixSets lists them.`,
  })
  tileMatrixSetsConnection(
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
    @Arg('filter', () => TileMatrixSetFilter, graph.FILTER_ARG) filter?: TileMatrixSetFilter | null,
    @Arg('orderBy', () => TileMatrixSetOrder, graph.ROOT_ORDER_ARG) orderBy?: graph.ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, '*', { ...page, filter, orderBy });
  }
}
