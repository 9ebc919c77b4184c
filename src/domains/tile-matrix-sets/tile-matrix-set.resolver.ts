import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { EXPECTED_VERSION_DOC } from '../versions';
import { SUPER_ADMIN } from '../../auth/permissions';
import type { TileMatrixSetDefinition } from './tile-matrix-set.definition';
import { TileMatrixSetService } from './tile-matrix-set.service';
import { TileMatrixSet, TileMatrixSetDefinitions } from './tile-matrix-set.types';
import { RESOURCE_NAME } from '../../base/validate';

const SET_ARG_DOC = 'The set id, e.g. WebMercatorQuad.';

/**
 * Tile matrix set definitions (super_admin, docs/rules.md §5). The `...Definition(s)` fields return
 * the bare OGC documents, so their REST routes answer OGC TMS JSON; `tileMatrixSets` and
 * `tileMatrixSet` add mapgate's own fields (builtin, timestamps) for GraphQL clients.
 */
@Resolver(() => TileMatrixSet)
export class TileMatrixSetResolver {
  constructor(private readonly service: TileMatrixSetService) {}

  @Authorized(SUPER_ADMIN)
  @Query(() => [TileMatrixSet], { description: 'Every tile matrix set: the built-ins first, then custom sets by id.' })
  tileMatrixSets(): Promise<TileMatrixSet[]> {
    return this.service.list();
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => TileMatrixSet, {
    nullable: true,
    description: 'A tile matrix set by id; null (and NOT_FOUND) when there is none.',
  })
  tileMatrixSet(@Arg('tileMatrixSet', { description: SET_ARG_DOC }) id: string): Promise<TileMatrixSet> {
    return this.service.get(id);
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => TileMatrixSetDefinitions, {
    description: 'Every tile matrix set as an OGC TMS 2.0 document, in the order of tileMatrixSets.',
  })
  async tileMatrixSetDefinitions(): Promise<TileMatrixSetDefinitions> {
    return { tileMatrixSets: (await this.service.list()).map((s) => s.definition) };
  }

  @Authorized(SUPER_ADMIN)
  @Query(() => GraphQLJSONObject, { nullable: true, description: 'One tile matrix set as an OGC TMS 2.0 document.' })
  async tileMatrixSetDefinition(
    @Arg('tileMatrixSet', { description: SET_ARG_DOC }) id: string,
  ): Promise<TileMatrixSetDefinition> {
    return (await this.service.get(id)).definition;
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => GraphQLJSONObject, {
    description:
      'Creates or replaces a custom tile matrix set from an OGC TMS 2.0 document; returns it as stored. ' +
      'Built-in sets are immutable (409).',
  })
  putTileMatrixSet(
    @Arg('tileMatrixSet', { description: `The set id, ${RESOURCE_NAME.source}; a built-in id is 409.` })
    id: string,
    @Arg('definition', () => GraphQLJSONObject, {
      description: 'The OGC TMS 2.0 JSON document; its id, when present, must equal the tileMatrixSet argument.',
    })
    definition: Record<string, unknown>,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion?: number | null,
  ): Promise<TileMatrixSetDefinition> {
    return this.service.put(id, definition, expectedVersion);
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => DeletePayload('TileMatrixSet'), {
    description:
      "Deletes a custom tile matrix set (409 for a built-in, or while a workspace's OGC Tiles settings use it).",
  })
  async deleteTileMatrixSet(
    @Arg('tileMatrixSet', { description: 'The custom set id.' }) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion?: number | null,
  ): Promise<Deleted> {
    return deleted('TileMatrixSet', await this.service.delete(id, expectedVersion));
  }
}
