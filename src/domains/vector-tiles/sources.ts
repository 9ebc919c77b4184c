import { LRUCache } from 'lru-cache';
import type { Cache, CacheRegistry } from '../../cache/cache';
import { MAPGATE_CACHES } from '../../cache/defaults';
import { NotFoundError, UnavailableError } from '../../base/errors';
import { CATALOG_CACHE, catalogPrefix } from '../catalog-changes';
import type { Layer, LayerService } from '../layers';
import type { LayerGroupService } from '../layer-groups';
import {
  type DiscoveredTable,
  type PostgisCatalog,
  type PostgisInfo,
  type SavedService,
  type ServiceService,
  isPostgis,
} from '../services';

/*
 * What a workspace resource (a layer, or a layer group: its layers, bottom to top) is made of, as the
 * data plane reads it: for each layer, its PostGIS database and the table behind it. Read through the
 * domains' services; tables are described by the services domain's catalog and the description kept
 * for TABLE_TTL_MS (a column added to a table shows within that time).
 */

const TABLE_TTL_MS = 30_000;

/** One layer drawn from one PostGIS table. */
export interface LayerSource {
  layer: Layer;
  serviceId: string;
  info: PostgisInfo;
  table: DiscoveredTable;
}

export interface CatalogResource {
  kind: 'layer' | 'group';
  /** Layer name or group public_id: the name of the resource in URLs and in the tile store. */
  name: string;
  title: string | null;
  /** A group's `public` flag (anonymous reads of this group even when the workspace's API is private). */
  public: boolean;
  /** Its layers with a table, bottom to top (one for a layer). */
  layers: Layer[];
  /**
   * When what its tiles show last changed (ms): the newest update of the layer, or of the group, the
   * groups nested in it and their layers. A stored tile older than this is drawn again (a layer renamed
   * and another made under its name, a table or column changed).
   */
  tilesSince: number;
}

export interface ResolvedResource extends CatalogResource {
  sources: LayerSource[];
}

/** Nesting deeper than this is a cycle or a mistake: the group is not drawn. */
const MAX_DEPTH = 16;

export class TileSources {
  private readonly tables = new LRUCache<string, DiscoveredTable | false>({ max: 2000, ttl: TABLE_TTL_MS });
  /** Collections by workspace and name, services by id (`catalog`; dropped per workspace on every write). */
  private readonly cache: Cache<CatalogResource | SavedService>;

  constructor(
    private readonly layers: LayerService,
    private readonly groups: LayerGroupService,
    private readonly services: ServiceService,
    private readonly catalog: PostgisCatalog,
    caches: CacheRegistry,
  ) {
    this.cache = caches.cache<CatalogResource | SavedService>(CATALOG_CACHE, MAPGATE_CACHES.catalog);
  }

  /** Every layer and enabled group of the workspace that can be drawn, by name (for collection lists). */
  async list(workspaceId: string): Promise<{ layers: Layer[]; groups: { publicId: string; title: string | null }[] }> {
    const [layers, groups] = await Promise.all([this.layers.list(workspaceId), this.groups.list(workspaceId)]);
    return {
      layers: layers.filter((l) => l.table),
      groups: groups.filter((g) => g.enabled).map((g) => ({ publicId: g.publicId, title: g.title ?? null })),
    };
  }

  /**
   * The layer or enabled group named `name` and its layers, bottom to top, read from mapgate's catalog
   * only (no PostGIS query): enough to know it exists; 404 when there is none.
   */
  async lookup(workspaceId: string, name: string): Promise<CatalogResource> {
    const key = `${catalogPrefix(workspaceId)}r|${name}`;
    const hit = this.cache.get(key);
    if (hit) return hit.v as CatalogResource;
    const mark = this.cache.mark();
    const found = await this.lookupNow(workspaceId, name);
    this.cache.setIfUnchanged(mark, key, found);
    return found;
  }

  private async lookupNow(workspaceId: string, name: string): Promise<CatalogResource> {
    const [layer] = await this.layers.listWhere({ workspaceIds: [workspaceId], names: [name] });
    if (layer)
      return {
        kind: 'layer',
        name: layer.name,
        title: layer.title ?? null,
        public: false,
        layers: [layer],
        tilesSince: layer.updatedAt.getTime(),
      };
    const group = await this.groups.get(workspaceId, name).catch((err: unknown) => {
      if (err instanceof NotFoundError) return null;
      throw err;
    });
    if (!group || !group.enabled || group.publicId !== name) throw new NotFoundError(`collection "${name}" not found`);
    const layerIds: string[] = [];
    const since = { ms: group.updatedAt.getTime() };
    await this.flatten(workspaceId, group.members, layerIds, new Set([group.id]), 0, since);
    const members = layerIds.length ? await this.layers.listWhere({ workspaceIds: [workspaceId], ids: layerIds }) : [];
    const byId = new Map(members.map((l) => [l.id, l]));
    const layers = layerIds.flatMap((id) => {
      const l = byId.get(id);
      return l?.table ? [l] : [];
    });
    for (const l of layers) since.ms = Math.max(since.ms, l.updatedAt.getTime());
    return {
      kind: 'group',
      name: group.publicId,
      title: group.title ?? null,
      public: group.public,
      layers,
      tilesSince: since.ms,
    };
  }

  /** A looked-up resource with the PostGIS table of each of its layers. */
  async describe(resource: CatalogResource): Promise<ResolvedResource> {
    const sources: LayerSource[] = [];
    for (const l of resource.layers) sources.push(await this.source(l));
    return { ...resource, sources };
  }

  /** lookup + describe. */
  async resolve(workspaceId: string, name: string): Promise<ResolvedResource> {
    return this.describe(await this.lookup(workspaceId, name));
  }

  private async flatten(
    workspaceId: string,
    members: { layerId?: string | null; memberGroupId?: string | null }[],
    out: string[],
    seen: Set<string>,
    depth: number,
    since: { ms: number },
  ): Promise<void> {
    if (depth > MAX_DEPTH) return;
    for (const m of members) {
      if (m.layerId) out.push(m.layerId);
      else if (m.memberGroupId && !seen.has(m.memberGroupId)) {
        seen.add(m.memberGroupId);
        const inner = await this.groups.get(workspaceId, m.memberGroupId);
        since.ms = Math.max(since.ms, inner.updatedAt.getTime());
        if (inner.enabled) await this.flatten(workspaceId, inner.members, out, seen, depth + 1, since);
      }
    }
  }

  /** One layer's database and table; 404 naming what is missing when the table or column has gone. */
  async source(layer: Layer): Promise<LayerSource> {
    const serviceKey = `${catalogPrefix(layer.workspaceId)}s|${layer.serviceId}`;
    let saved = this.cache.get(serviceKey)?.v as SavedService | undefined;
    if (!saved) {
      // Stored on a miss only: a store sizes the entry (its JSON), which a hit need not pay again.
      const mark = this.cache.mark();
      saved = await this.services.find(layer.workspaceId, layer.serviceId);
      this.cache.setIfUnchanged(mark, serviceKey, saved);
    }
    if (!isPostgis(saved.type, saved.info) || !layer.table)
      throw new NotFoundError(`layer "${layer.name}" is not a PostGIS table and is not served by the OGC API`);
    if (!saved.row.enabled)
      throw new UnavailableError(`service "${saved.row.name}" of layer "${layer.name}" is disabled`);
    const key = `${saved.row.id}|${saved.row.version}|${layer.table}|${layer.geometryColumn ?? ''}`;
    let table = this.tables.get(key);
    if (table === undefined) {
      table =
        (await this.catalog.describeTable(layer.workspaceId, saved.row.id, layer.table, layer.geometryColumn)) ?? false;
      this.tables.set(key, table);
    }
    if (!table)
      throw new NotFoundError(
        `layer "${layer.name}": table ${layer.table}${layer.geometryColumn ? ` (column ${layer.geometryColumn})` : ''} no longer exists in its service (see catalog integrity)`,
      );
    return { layer, serviceId: saved.row.id, info: saved.info, table };
  }

  /** Forget table descriptions (after a query found the table changed). */
  forgetTables(): void {
    this.tables.clear();
  }
}
