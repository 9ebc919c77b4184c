import type DataLoader from 'dataloader';
import { Arg, Args, Authorized, Ctx, Field, InputType, Query, Resolver } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import type { Context } from '../../request/context';
import {
  asc,
  ConnectionArgs,
  connectionOf,
  contains,
  CREATED_AT,
  created,
  CreatedFilter,
  equals,
  FILTER_ARG,
  GraphPaging,
  nodeList,
  orderOf,
  PAGED,
  PerRequest,
  pickIds,
  rankAmong,
  ROOT_ORDER_ARG,
  single,
  spec,
  type ListOrder,
  type Param,
} from '../graph';
import { BUILTIN_TILE_MATRIX_SETS } from './tile-matrix-set.builtins';
import { TileMatrixSetService } from './tile-matrix-set.service';
import { TileMatrixSet } from './tile-matrix-set.types';

/** Tile matrix sets in the graph (docs/graph.md): their list, connection, filter and order, and their loader. */
export const TileMatrixSetConnection = connectionOf(TileMatrixSet, 'TileMatrixSet', 'tile matrix sets');
export const TileMatrixSetOrder = orderOf(
  'TileMatrixSet',
  { RANK: 'rank', TITLE: 'title', CREATED_AT: 'createdAt' },
  'tile matrix sets',
);

@InputType({ description: 'Which tile matrix sets to list; every given condition must hold.' })
export class TileMatrixSetFilter extends CreatedFilter {
  @Field(() => String, { nullable: true, description: 'Part of the id or of the title, any case.' })
  nameContains?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only built-in (true) or custom (false) sets.' })
  builtin?: boolean | null;
}

/** A request's tile matrix sets by id (`node`). */
export class TileMatrixSetLoaders extends PerRequest<{ byId: DataLoader<string, TileMatrixSet | null> }> {
  constructor(s: TileMatrixSetService) {
    // Tile matrix sets are few and cached by their service: the whole list answers every id.
    super(() => ({
      byId: single(
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
    private readonly paging: GraphPaging,
    sets: TileMatrixSetService,
  ) {
    // Built-ins in their default order, then custom sets by id (the order of the plain field).
    this.list = nodeList<TileMatrixSet>(
      'tileMatrixSets',
      spec({
        table: 'tile_matrix_sets',
        parent: null,
        idType: 'text',
        orders: {
          rank: [{ column: rankAmong(BUILTIN_TILE_MATRIX_SETS.map((s) => s.id)), type: 'int' }],
          title: [{ column: 'title', type: 'text' }],
          createdAt: CREATED_AT,
        },
        filters: {
          ...created,
          nameContains: (v: string, p: Param) => `(${contains('id')(v, p)} OR ${contains('title')(v, p)})`,
          builtin: equals('builtin', 'boolean'),
        },
      }),
      // Few and cached by their service: a page is cut from the whole list.
      (ids) => pickIds(sets.list(), ids),
      asc('rank'),
    );
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => TileMatrixSetConnection, {
    description: `Tile matrix sets, ${PAGED} Default as tileMatrixSets lists them.`,
  })
  tileMatrixSetsConnection(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) page: ConnectionArgs,
    @Arg('filter', () => TileMatrixSetFilter, FILTER_ARG) filter?: TileMatrixSetFilter | null,
    @Arg('orderBy', () => TileMatrixSetOrder, ROOT_ORDER_ARG) orderBy?: ListOrder | null,
  ) {
    return this.paging.of(ctx, this.list, '*', { ...page, filter, orderBy });
  }
}
