import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Context } from '../../request/context';
import * as graph from '../graph';
import { TileMatrixSet, TileMatrixSetConnection, TileMatrixSetService } from '../tile-matrix-sets';
import { OGCAPISettings } from './ogc-api-settings.types';
import { OgcSettingsService } from './ogc-settings.service';
import { OGCTilesSettings } from './ogc-tiles-settings.types';

/** A workspace's OGC settings and the tile matrix sets they enable (`Workspace.*`, on the type by name). */
@Resolver(graph.WORKSPACE)
export class WorkspaceSettingsEdges {
  constructor(
    private readonly settings: OgcSettingsService,
    private readonly sets: TileMatrixSetService,
  ) {}

  @FieldResolver(() => OGCTilesSettings, {
    nullable: true,
    description: 'Its OGC API - Tiles settings (the defaults until set).',
  })
  async ogcTilesSettings(@Root() ws: graph.WorkspaceRoot, @Ctx() ctx: Context): Promise<OGCTilesSettings | null> {
    return graph.mayRead(ctx, ws.id) ? this.settings.tiles(ws.id) : null;
  }

  @FieldResolver(() => OGCAPISettings, {
    nullable: true,
    description: 'Its OGC API - Features settings (the defaults until set).',
  })
  async ogcApiSettings(@Root() ws: graph.WorkspaceRoot, @Ctx() ctx: Context): Promise<OGCAPISettings | null> {
    return graph.mayRead(ctx, ws.id) ? this.settings.features(ws.id) : null;
  }

  @FieldResolver(() => TileMatrixSetConnection, {
    description: 'The tile matrix sets its OGC API - Tiles settings enable, in the order the settings give them.',
  })
  async tileMatrixSets(
    @Root() ws: graph.WorkspaceRoot,
    @Ctx() ctx: Context,
    @Args(() => graph.ConnectionArgs) page: graph.ConnectionArgs,
  ): Promise<graph.Connection<TileMatrixSet>> {
    if (!graph.mayRead(ctx, ws.id)) return graph.emptyConnection();
    const enabled = (await this.settings.tiles(ws.id)).settings.tileMatrixSets;
    const all = await this.sets.list();
    return graph.pageOfList(
      enabled.flatMap((id) => all.filter((s) => s.id === id)),
      page,
    );
  }
}
