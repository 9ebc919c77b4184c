import DataLoader from 'dataloader';
import type { Loaders } from '../../loaders';
import { ApiKeyService, type APIKey } from '../api-keys';
import { AuditService, type AuditEvent } from '../audit';
import { BrowserSessionService, type BrowserSession } from '../auth';
import { ClaimMappingService, type ClaimMapping } from '../claim-mappings';
import { LayerGroupService, type LayerGroup } from '../layer-groups';
import { LayerService, type Layer } from '../layers';
import { RoleService, type Role } from '../roles';
import { ServiceService, type Service } from '../services';
import { StyleService, type Style } from '../styles';
import { TileCacheJobService, type TileCacheJob, type TileCacheZoomProgress } from '../tile-cache';
import { TileMatrixSetService, type TileMatrixSet } from '../tile-matrix-sets';

/** Rows of one statement grouped under the keys asked for; a key without rows gets []. */
function grouped<T>(
  load: (keys: readonly string[]) => Promise<T[]>,
  keysOf: (row: T) => (string | null | undefined)[],
): DataLoader<string, T[]> {
  return new DataLoader(async (keys) => {
    const byKey = new Map<string, T[]>();
    for (const row of await load(keys)) {
      for (const k of keysOf(row)) if (k) byKey.set(k, [...(byKey.get(k) ?? []), row]);
    }
    return keys.map((k) => byKey.get(k) ?? []);
  });
}

/** One row per key (an id, or a composite key), null when none. */
function single<T>(
  load: (keys: readonly string[]) => Promise<T[]>,
  keyOf: (row: T) => string,
): DataLoader<string, T | null> {
  return new DataLoader(async (keys) => {
    const byKey = new Map((await load(keys)).map((r) => [keyOf(r), r]));
    return keys.map((k) => byKey.get(k) ?? null);
  });
}

/** (workspace id, name) as one loader key. */
export const nameKey = (workspaceId: string, name: string): string => `${workspaceId}\u0000${name}`;
const splitKeys = (keys: readonly string[]) => {
  const pairs = keys.map((k) => k.split('\u0000') as [string, string]);
  return { workspaceIds: [...new Set(pairs.map((p) => p[0]))], names: [...new Set(pairs.map((p) => p[1]))] };
};

/**
 * The graph's per-request loaders: every edge of the graph reads through one of these, so a query
 * costs one statement per edge and level, however many parents it has (docs/graph.md, N+1). Each
 * batch goes through the owning domain's service, which presents rows exactly as its root fields do.
 */
export class GraphLoaders {
  readonly servicesOf: DataLoader<string, Service[]>;
  readonly serviceById: DataLoader<string, Service | null>;
  readonly layersOf: DataLoader<string, Layer[]>;
  readonly layersOfService: DataLoader<string, Layer[]>;
  readonly layerById: DataLoader<string, Layer | null>;
  readonly layerByName: DataLoader<string, Layer | null>;
  readonly stylesOf: DataLoader<string, Style[]>;
  // One style loader per edge, not one shared: parents of one edge arrive together, so each edge
  // costs exactly one statement; a shared loader would merge or split batches by timing.
  readonly layerDefaultStyle: DataLoader<string, Style | null>;
  readonly groupDefaultStyle: DataLoader<string, Style | null>;
  readonly memberStyle: DataLoader<string, Style | null>;
  readonly groupsOf: DataLoader<string, LayerGroup[]>;
  readonly groupById: DataLoader<string, LayerGroup | null>;
  readonly groupByPublicId: DataLoader<string, LayerGroup | null>;
  readonly groupsContainingLayer: DataLoader<string, LayerGroup[]>;
  readonly apiKeysOf: DataLoader<string, APIKey[]>;
  readonly apiKeyById: DataLoader<string, APIKey | null>;
  readonly claimMappingsOf: DataLoader<string, ClaimMapping[]>;
  readonly zoomProgress: DataLoader<string, TileCacheZoomProgress[]>;
  readonly roleById: DataLoader<string, Role | null>;
  // Loaders of `node(id:)`/`nodes(ids:)` only: they batch every id of one type into one statement.
  readonly styleById: DataLoader<string, Style | null>;
  readonly claimMappingById: DataLoader<string, ClaimMapping | null>;
  readonly jobById: DataLoader<string, TileCacheJob | null>;
  readonly auditEventById: DataLoader<string, AuditEvent | null>;
  readonly sessionById: DataLoader<string, BrowserSession | null>;
  readonly tileMatrixSetById: DataLoader<string, TileMatrixSet | null>;
  private readonly jobs = new Map<string, DataLoader<string, TileCacheJob[]>>();

  constructor(
    readonly base: Loaders,
    private readonly s: GraphServices,
  ) {
    this.servicesOf = grouped(
      (ws) => s.services.listIn(ws),
      (r) => [r.workspaceId],
    );
    this.serviceById = single(
      (ids) => s.services.byIds(ids),
      (r) => r.id,
    );
    this.layersOf = grouped(
      (ws) => s.layers.listWhere({ workspaceIds: ws }),
      (r) => [r.workspaceId],
    );
    this.layersOfService = grouped(
      (ids) => s.layers.listWhere({ serviceIds: ids }),
      (r) => [r.serviceId],
    );
    this.layerById = single(
      (ids) => s.layers.listWhere({ ids }),
      (r) => r.id,
    );
    this.layerByName = single(
      (keys) => s.layers.listWhere(splitKeys(keys)),
      (r) => nameKey(r.workspaceId, r.name),
    );
    this.stylesOf = grouped(
      (ws) => s.styles.listWhere({ workspaceIds: ws }),
      (r) => [r.workspaceId],
    );
    const styleById = () =>
      single(
        (ids) => s.styles.listWhere({ ids }),
        (r: Style) => r.id,
      );
    this.layerDefaultStyle = styleById();
    this.groupDefaultStyle = styleById();
    this.memberStyle = styleById();
    this.groupsOf = grouped(
      (ws) => s.groups.listWhere({ workspaceIds: ws }),
      (r) => [r.workspaceId],
    );
    this.groupById = single(
      (ids) => s.groups.listWhere({ ids }),
      (r) => r.id,
    );
    this.groupByPublicId = single(
      (keys) => {
        const { workspaceIds, names } = splitKeys(keys);
        return s.groups.listWhere({ workspaceIds, publicIds: names });
      },
      (r) => nameKey(r.workspaceId, r.publicId),
    );
    this.groupsContainingLayer = grouped(
      (ids) => s.groups.listWhere({ containingLayerIds: ids }),
      (g) => g.members.map((m) => m.layerId),
    );
    this.apiKeysOf = grouped(
      (ws) => s.apiKeys.listWhere({ workspaceIds: ws }),
      (r) => [r.workspaceId],
    );
    this.apiKeyById = single(
      (ids) => s.apiKeys.listWhere({ ids }),
      (r) => r.id,
    );
    this.claimMappingsOf = grouped(
      (ws) => s.claimMappings.listIn(ws),
      (r) => [r.workspaceId],
    );
    this.zoomProgress = new DataLoader(async (ids) => {
      const byJob = await s.jobs.zoomProgressIn(ids);
      return ids.map((id) => byJob.get(id) ?? []);
    });
    // Roles are few and global: one statement answers every role edge of the request.
    this.roleById = single(
      () => s.roles.list(),
      (r) => r.id,
    );
    this.styleById = styleById();
    this.claimMappingById = single(
      (ids) => s.claimMappings.byIds(ids),
      (r) => r.id,
    );
    this.jobById = single(
      (ids) => s.jobs.byIds(ids),
      (r) => r.id,
    );
    this.auditEventById = single(
      (ids) => s.audit.byIds(ids),
      (r) => r.id,
    );
    this.sessionById = single(
      (ids) => s.sessions.byIds(ids),
      (r) => r.id,
    );
    // Tile matrix sets are few and cached by their service: the whole list answers every id.
    this.tileMatrixSetById = single(
      () => s.tileMatrixSets.list(),
      (r) => r.id,
    );
  }

  /** The jobs of a workspace, newest first; only those in `statuses` when given. */
  jobsOf(workspaceId: string, statuses?: readonly string[] | null): Promise<TileCacheJob[]> {
    const set = statuses?.length ? [...new Set(statuses)].sort() : undefined;
    const key = set?.join(',') ?? '*';
    let loader = this.jobs.get(key);
    if (!loader) {
      loader = grouped(
        (ws) => this.s.jobs.listWhere({ workspaceIds: ws, statuses: set }),
        (r) => [r.workspaceId],
      );
      this.jobs.set(key, loader);
    }
    return loader.load(workspaceId);
  }
}

/** The services the loaders batch through. */
export interface GraphServices {
  services: ServiceService;
  layers: LayerService;
  styles: StyleService;
  groups: LayerGroupService;
  apiKeys: ApiKeyService;
  claimMappings: ClaimMappingService;
  jobs: TileCacheJobService;
  roles: RoleService;
  audit: AuditService;
  sessions: BrowserSessionService;
  tileMatrixSets: TileMatrixSetService;
}

/** Hands every request its own GraphLoaders, made on the first edge it resolves. */
export class GraphLoaderFactory {
  private readonly perRequest = new WeakMap<Loaders, GraphLoaders>();

  constructor(private readonly services: GraphServices) {}

  for(base: Loaders): GraphLoaders {
    let l = this.perRequest.get(base);
    if (!l) {
      l = new GraphLoaders(base, this.services);
      this.perRequest.set(base, l);
    }
    return l;
  }
}
