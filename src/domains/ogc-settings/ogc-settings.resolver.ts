import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import { WorkspaceId } from '../workspace-id';
import { TileMatrixSetDefinitions, TileMatrixSetService } from '../tile-matrix-sets';
import { OGCAPISettings, UpdateOGCAPISettingsInput } from './ogc-api-settings.types';
import { OgcSettingsService } from './ogc-settings.service';
import { OGCTilesSettings, UpdateOGCTilesSettingsInput } from './ogc-tiles-settings.types';

const WHOLE_SETTINGS_DOC = 'The whole settings object; omitted members take their defaults.';

/** Operations 6, 7, 8 (and the Features PUT) and 20 of docs/rules.md §10; workspace admin. */
@Resolver()
export class OgcSettingsResolver {
  constructor(
    private readonly settings: OgcSettingsService,
    private readonly tileMatrixSets: TileMatrixSetService,
  ) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => OGCTilesSettings, { description: 'OGC API - Tiles settings of a workspace (the defaults until set).' })
  ogcTilesSettings(@WorkspaceId() workspaceId: string): Promise<OGCTilesSettings> {
    return this.settings.tiles(workspaceId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => OGCTilesSettings, {
    description:
      'Replaces the OGC API - Tiles settings; limits above the server ceilings are refused and nothing is saved.',
  })
  updateOgcTilesSettings(
    @WorkspaceId() workspaceId: string,
    @Arg('input', { description: WHOLE_SETTINGS_DOC }) input: UpdateOGCTilesSettingsInput,
  ): Promise<OGCTilesSettings> {
    const { expectedVersion, ...value } = input;
    return this.settings.putTiles(workspaceId, value, expectedVersion);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => OGCAPISettings, { description: 'OGC API - Features settings of a workspace (the defaults until set).' })
  ogcApiSettings(@WorkspaceId() workspaceId: string): Promise<OGCAPISettings> {
    return this.settings.features(workspaceId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => OGCAPISettings, {
    description:
      'Replaces the OGC API - Features settings; limits above the server ceilings are refused and nothing is saved.',
  })
  updateOgcApiSettings(
    @WorkspaceId() workspaceId: string,
    @Arg('input', { description: WHOLE_SETTINGS_DOC }) input: UpdateOGCAPISettingsInput,
  ): Promise<OGCAPISettings> {
    const { expectedVersion, ...value } = input;
    return this.settings.putFeatures(workspaceId, value, expectedVersion);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => TileMatrixSetDefinitions, {
    description:
      "The tile matrix sets a workspace offers (its OGC Tiles settings' tile_matrix_sets), in that order, as OGC TMS 2.0 documents.",
  })
  async workspaceTileMatrixSets(@WorkspaceId() workspaceId: string): Promise<TileMatrixSetDefinitions> {
    const tiles = await this.settings.tiles(workspaceId);
    return { tileMatrixSets: await this.tileMatrixSets.definitions(tiles.settings.tileMatrixSets) };
  }
}
