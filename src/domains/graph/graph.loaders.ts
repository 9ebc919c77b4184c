import DataLoader from 'dataloader';
import type { Loaders } from '../../runtime/loaders';
import type { APIKey } from '../api-keys';
import type { AuditEvent } from '../audit';
import type { BrowserSession } from '../auth';
import type { ClaimMapping } from '../claim-mappings';
import type { LayerGroup } from '../layer-groups';
import type { Layer } from '../layers';
import type { Role } from '../roles';
import type { Service } from '../services';
import type { Style } from '../styles';
import type { TileCacheJob, TileCacheZoomProgress } from '../tile-cache';
import type { TileMatrixSet } from '../tile-matrix-sets';
import { graphLists, type GraphLists, type GraphServices } from './graph.lists';

export type { GraphServices };
import { Pages } from './graph.pages';

/** A style's body, and the same text as sldBody for SLD/SE formats. */
export interface StyleBody {
  id: string;
  body: string;
  sldBody: string | null;
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
  readonly serviceById: DataLoader<string, Service | null>;
  readonly layerById: DataLoader<string, Layer | null>;
  readonly layerByName: DataLoader<string, Layer | null>;
  // One style loader per edge, not one shared: parents of one edge arrive together, so each edge
  // costs exactly one statement; a shared loader would merge or split batches by timing.
  readonly layerDefaultStyle: DataLoader<string, Style | null>;
  readonly groupDefaultStyle: DataLoader<string, Style | null>;
  readonly memberStyle: DataLoader<string, Style | null>;
  readonly groupById: DataLoader<string, LayerGroup | null>;
  readonly groupByPublicId: DataLoader<string, LayerGroup | null>;
  readonly apiKeyById: DataLoader<string, APIKey | null>;
  readonly zoomProgress: DataLoader<string, TileCacheZoomProgress[]>;
  readonly roleById: DataLoader<string, Role | null>;
  // Loaders of `node(id:)`/`nodes(ids:)` only: they batch every id of one type into one statement.
  readonly styleById: DataLoader<string, Style | null>;
  /** `Style.body` of a style read without it (a list, an edge, `node`): every such style of a request in one statement. */
  readonly styleBody: DataLoader<string, StyleBody | null>;
  readonly claimMappingById: DataLoader<string, ClaimMapping | null>;
  readonly jobById: DataLoader<string, TileCacheJob | null>;
  readonly auditEventById: DataLoader<string, AuditEvent | null>;
  readonly sessionById: DataLoader<string, BrowserSession | null>;
  readonly tileMatrixSetById: DataLoader<string, TileMatrixSet | null>;
  /** The pages of the graph's connections, batched per list and arguments. */
  readonly pages: Pages;

  constructor(
    readonly base: Loaders,
    s: GraphServices,
    /** The lists connections page, shared by every request. */
    readonly lists: GraphLists,
  ) {
    this.pages = new Pages(s.sql);
    this.serviceById = single(
      (ids) => s.services.byIds(ids),
      (r) => r.id,
    );
    this.layerById = single(
      (ids) => s.layers.listWhere({ ids }),
      (r) => r.id,
    );
    this.layerByName = single(
      (keys) => s.layers.listWhere(splitKeys(keys)),
      (r) => nameKey(r.workspaceId, r.name),
    );
    const styleById = () =>
      single(
        (ids) => s.styles.listWhere({ ids }),
        (r: Style) => r.id,
      );
    this.layerDefaultStyle = styleById();
    this.groupDefaultStyle = styleById();
    this.memberStyle = styleById();
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
    this.apiKeyById = single(
      (ids) => s.apiKeys.listWhere({ ids }),
      (r) => r.id,
    );
    this.zoomProgress = new DataLoader(async (ids) => {
      const byJob = await s.jobs.zoomProgressIn(ids);
      return ids.map((id) => byJob.get(id) ?? []);
    });
    // Roles are few, global and rarely written: the roles cache answers every role edge of the request.
    this.roleById = single(
      () => s.roles.cached(),
      (r) => r.id,
    );
    this.styleById = styleById();
    this.styleBody = single(
      (ids) => s.styles.bodiesOf(ids),
      (r) => r.id,
    );
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
}

/** Hands every request its own GraphLoaders, made on the first edge it resolves. */
export class GraphLoaderFactory {
  private readonly perRequest = new WeakMap<Loaders, GraphLoaders>();
  private readonly lists: GraphLists;

  constructor(private readonly services: GraphServices) {
    this.lists = graphLists(services);
  }

  for(base: Loaders): GraphLoaders {
    let l = this.perRequest.get(base);
    if (!l) {
      l = new GraphLoaders(base, this.services, this.lists);
      this.perRequest.set(base, l);
    }
    return l;
  }
}
