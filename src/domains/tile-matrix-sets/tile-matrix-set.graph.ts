import type DataLoader from 'dataloader';
import { Field, InputType } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
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

/** Every tile matrix set: built-ins in their default order, then custom sets by id (the order of the plain field). */
const tileMatrixSetsList = (sets: TileMatrixSetService) =>
  graph.nodeList<TileMatrixSet>(
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

export const TileMatrixSetConnections = graph.listResolvers(
  [TileMatrixSetService, tileMatrixSetsList],
  [TileMatrixSetConnection, TileMatrixSetFilter, TileMatrixSetOrder],
  graph.rootQuery(
    'tileMatrixSetsConnection',
    [SUPER_ADMIN],
    `Tile matrix sets, ${graph.PAGED} Default as tileMatrixSets lists them.`,
  ),
);
