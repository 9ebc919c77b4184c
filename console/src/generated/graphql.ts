/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** CHANGE: a mutation; READ: a read worth recording; SECURITY: a refusal (401, 403), sign-in or sign-out. */
export type AuditAction =
  /** A mutation that changes state (REST: change). */
  | 'CHANGE'
  /** An audited read (REST: read). */
  | 'READ'
  /** A security event: 401, 403, sign-in or sign-out (REST: security). */
  | 'SECURITY';

/** Every given field must match (exact values; since inclusive, until exclusive). */
export type AuditEventFilter = {
  /** change | read | security */
  action?: string | null | undefined;
  /** Exact operation name: the GraphQL root field, which is also what a REST route runs (e.g. createLayer). */
  operation?: string | null | undefined;
  /** Only events whose operation contains this, any case (e.g. "style" for every style operation). */
  operationContains?: string | null | undefined;
  /** Exact principal, e.g. a token subject or an API key name. */
  principal?: string | null | undefined;
  /** Only events whose principal contains this, any case. */
  principalContains?: string | null | undefined;
  /** Events at or after this time. */
  since?: string | null | undefined;
  /** Exact HTTP status, e.g. 403. */
  status?: number | null | undefined;
  /** rest | graphql */
  surface?: string | null | undefined;
  /** Events before this time. */
  until?: string | null | undefined;
  /** Workspace id or name: events about that workspace, and those of any workspace that had this name at the time. */
  workspace?: string | null | undefined;
  /** Only events about a workspace whose name, when the event was recorded, contains this, any case. */
  workspaceContains?: string | null | undefined;
};

/** How a caller proved who they are: no credential, an API key, a mapgate token, an OIDC token or a browser session. */
export type AuthMethod =
  /** No credential (REST: anonymous). */
  | 'ANONYMOUS'
  /** An X-API-Key header (REST: api_key). */
  | 'API_KEY'
  /** A bearer token signed by mapgate (REST: mapgate_token). */
  | 'MAPGATE_TOKEN'
  /** A bearer token from the OIDC provider (REST: oidc). */
  | 'OIDC'
  /** The browser-session cookie (REST: session). */
  | 'SESSION';

/** A new API key of one workspace, with one role. */
export type CreateApiKeyInput = {
  /** Must be in the future; absent = never expires. */
  expiresAt?: string | null | undefined;
  /** A label for people (1-128 characters); the key acts under this name. */
  name: string;
  /** Contact e-mail of whoever will hold the key; informational only. */
  ownerEmail?: string | null | undefined;
  /** Name of whoever will hold the key; informational only. */
  ownerName?: string | null | undefined;
  /** A workspace role (admin, editor, viewer or a custom role); super_admin keys only come from the CLI. The global id of the Role works too. */
  roleId: string;
};

/** A new claim mapping; unique per workspace, claim name and claim value (409). */
export type CreateClaimMappingInput = {
  /** One of the claims of MAPGATE_OIDC_GROUP_CLAIMS; dotted paths allowed. */
  claimName: string;
  /** Matched exactly against the claim string or one item of a claim array. */
  claimValue: string;
  /** Default 0; may be negative. */
  priority?: number | null | undefined;
  /** An existing role (GET /api/v1/roles). The global id of the Role works too. */
  roleId: string;
};

/** A new layer group. */
export type CreateLayerGroupInput = {
  /** A style name of the workspace. */
  defaultStyle?: string | null | undefined;
  /** Free text. */
  description?: string | null | undefined;
  /** Default true. */
  enabled?: boolean | null | undefined;
  /** Bottom to top; default none. */
  members?: Array<LayerGroupMemberInput> | null | undefined;
  /** Default false. */
  public?: boolean | null | undefined;
  /** ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$ */
  publicId: string;
  /** A human title. */
  title?: string | null | undefined;
};

/** A new layer of a service. */
export type CreateLayerInput = {
  /** An existing style name of this workspace. */
  defaultStyle?: string | null | undefined;
  /** The geometry column to publish; needed when the table has several (422 otherwise). */
  geometryColumn?: string | null | undefined;
  /** The feature id column; default: the table's single-column primary key. */
  idColumn?: string | null | undefined;
  /** Unique in the workspace; ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$ */
  name: string;
  /** Table (schema.table) or layer inside the source; default: the name. */
  table?: string | null | undefined;
  /** A human title. */
  title?: string | null | undefined;
};

/** A new custom role. */
export type CreateRoleInput = {
  /** Free text. */
  description?: string | null | undefined;
  /** Unique; ^[a-z][a-z0-9_-]{0,63}$ */
  id: string;
  /** Defaults to the id. */
  name?: string | null | undefined;
};

/** A new service (a connection to a data source). */
export type CreateServiceInput = {
  /** postgis: {host, port (5432), database, user, password, sslmode (prefer), schemas (["public"])}; file types: {path} (absolute, under MAPGATE_ALLOWED_PATHS). */
  connectionInfo: Record<string, unknown>;
  /** Default true. */
  enabled?: boolean | null | undefined;
  /** Unique in the workspace; ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$ */
  name: string;
  /** The kind of data source; it decides the shape of connectionInfo. */
  type: ServiceType;
};

/** A new style; its body must be valid for its format (400 with diagnostics otherwise). */
export type CreateStyleInput = {
  /** The style content, at most 1 MiB; validated for its format. */
  body: string;
  /** Free text. */
  description?: string | null | undefined;
  /** One of: sld_1.0.0, sld_1.1.0, se_1.1.0, css, ysld, mapbox. */
  format: string;
  /** Unique in the workspace; ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$ */
  name: string;
  /** A human title. */
  title?: string | null | undefined;
};

/** A tile cache job request; 422 when it cannot run (the detail says why) and no job is created. */
export type CreateTileCacheJobInput = {
  /** Default false: every layer and layer group of the workspace (resource omitted). */
  allResources?: boolean | null | undefined;
  /** Default: the tile matrix set's whole extent, in the set's own CRS. */
  bounds?: TileCacheJobBoundsInput | null | undefined;
  /** image/png, image/jpeg or image/webp (map), application/vnd.mapbox-vector-tile (vector); offered by the settings. Default: the workspace's first offered format of the tile type. */
  format?: string | null | undefined;
  /** At most the deepest level of the tile matrix set. Default: the deepest level whose job stays within the tile limit (MAPGATE_TILE_JOB_MAX_TILES). */
  maxZoom?: number | null | undefined;
  /** Default 0. */
  minZoom?: number | null | undefined;
  /** seed, reseed or truncate. */
  operation: TileCacheOperation;
  /** A layer name or layer group public_id of the workspace; required unless all_resources. */
  resource?: string | null | undefined;
  /** A style of the workspace, passed to the upstream as {style}. */
  style?: string | null | undefined;
  /** Enabled in the workspace's OGC API Tiles settings. */
  tileMatrixSet: string;
  /** Default map. */
  tileType?: TileType | null | undefined;
};

/** A new workspace (super_admin). */
export type CreateWorkspaceInput = {
  /** Free text. */
  description?: string | null | undefined;
  /** Unique; ^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$ */
  name: string;
};

/** One member of a layer group, in drawing order (bottom first). */
export type LayerGroupMemberInput = {
  /** Compositing operation, e.g. multiply; default none. */
  composite?: string | null | undefined;
  /** 0-1; default 1. */
  opacity?: number | null | undefined;
  /** A layer of the workspace (by name) or another layer group of it (by public_id). */
  resource: string;
  /** A style name of the workspace (layer members only); default none. */
  style?: string | null | undefined;
};

/** Body of POST /auth/login. */
export type LoginInput = {
  /** An API key, a mapgate token or an OIDC token. */
  token: string;
};

/** Rendered image tiles of a workspace. */
export type OgcMapTilesSettingsInput = {
  /** Default true. */
  enabled?: boolean | null | undefined;
  /** Default all of image/png, image/jpeg, image/webp. */
  formats?: Array<string> | null | undefined;
};

/** The tile options of a workspace; omitted members take their defaults. */
export type OgcTilesInnerSettingsInput = {
  /** Default true. */
  cacheEnabled?: boolean | null | undefined;
  /** Default "" (none). */
  datasetMapLayerGroupId?: string | null | undefined;
  /** Rendered image tiles; default enabled with every format. */
  mapTiles?: OgcMapTilesSettingsInput | null | undefined;
  /** Default 0; 0 = the server limit; a value above it is refused. */
  maxFeatures?: number | null | undefined;
  /** Default 0; 0 = the server limit; a value above it is refused. */
  maxTileBytes?: number | null | undefined;
  /** Default 0; 0 = the server limit; a value above it is refused. */
  maxVertices?: number | null | undefined;
  /** Default 0 (inherit); negative is refused; at most the global quota when that is set. */
  persistentCacheQuotaBytes?: number | null | undefined;
  /** Default ["WebMercatorQuad", "WorldCRS84Quad"]; each must exist. */
  tileMatrixSets?: Array<string> | null | undefined;
  /** Mapbox vector tiles; default enabled. */
  vectorTiles?: OgcVectorTilesSettingsInput | null | undefined;
};

/** Mapbox vector tiles of a workspace. */
export type OgcVectorTilesSettingsInput = {
  /** Default true. */
  enabled?: boolean | null | undefined;
  /** Must be exactly ["application/vnd.mapbox-vector-tile"]. */
  formats?: Array<string> | null | undefined;
};

/** Ascending or descending. */
export type OrderDirection =
  /** Ascending: A before Z, oldest first. */
  | 'ASC'
  /** Descending: Z before A, newest first. */
  | 'DESC';

/** A connection to test (docs/rules.md §10 operations 13 and 14). For a saved service, the sent fields override the saved ones for this test only and an omitted password keeps the saved one; for a new one, type is required. */
export type ServiceConnectionInput = {
  /** The connection info to test, shaped as for the service type; for a saved service, only the keys to override. */
  connectionInfo?: Record<string, unknown> | null | undefined;
  /** Required for a new connection; for a saved service, defaults to its type. */
  type?: ServiceType | null | undefined;
};

/** postgis connects to a database; the others open one file under MAPGATE_ALLOWED_PATHS. */
export type ServiceType =
  /** A DuckDB database file (REST: duckdb). */
  | 'DUCKDB'
  /** A GeoParquet file (REST: geoparquet). */
  | 'GEOPARQUET'
  /** A PostgreSQL/PostGIS database (REST: postgis). */
  | 'POSTGIS'
  /** A raster file such as GeoTIFF (REST: rasterfile). */
  | 'RASTERFILE'
  /** A vector file such as GeoPackage, GeoJSON or a shapefile (REST: vectorfile). */
  | 'VECTORFILE';

/** How a style is written. REST spells the values sld_1.0.0, sld_1.1.0, se_1.1.0, css, ysld and mapbox. */
export type StyleFormat =
  /** A CSS style sheet (css). */
  | 'CSS'
  /** A Mapbox/MapLibre GL style JSON (mapbox). */
  | 'MAPBOX'
  /** OGC Symbology Encoding 1.1.0 (se_1.1.0). */
  | 'SE_1_1_0'
  /** OGC Styled Layer Descriptor 1.0.0 (sld_1.0.0). */
  | 'SLD_1_0_0'
  /** OGC Styled Layer Descriptor 1.1.0 (sld_1.1.0). */
  | 'SLD_1_1_0'
  /** YAML styled layer descriptor (ysld). */
  | 'YSLD';

/** The surface a request came through. */
export type Surface =
  /** POST or GET /graphql (REST: graphql). */
  | 'GRAPHQL'
  /** A route under /api/v1 (REST: rest). */
  | 'REST';

/** An area as a bounding box in a CRS; minx < maxx and miny < maxy. */
export type TileCacheJobBoundsInput = {
  /** [minx, miny, maxx, maxy], x (easting or longitude) first. */
  bbox: Array<number>;
  /** EPSG:4326 or EPSG:3857. */
  crs: string;
};

/** queued -> running -> succeeded | failed | cancelled; cancel: queued -> cancelled, running -> cancelling -> cancelled. */
export type TileCacheJobStatus =
  /** Stopped by a cancel (REST: cancelled). */
  | 'CANCELLED'
  /** Cancel requested while running; workers are stopping (REST: cancelling). */
  | 'CANCELLING'
  /** Ended with an error, see errorMessage (REST: failed). */
  | 'FAILED'
  /** Waiting for a worker (REST: queued). */
  | 'QUEUED'
  /** A worker is processing its chunks (REST: running). */
  | 'RUNNING'
  /** Every tile processed (REST: succeeded). */
  | 'SUCCEEDED';

/** seed fetches missing tiles, reseed fetches every tile again (overwriting), truncate deletes cached tiles. */
export type TileCacheOperation =
  /** Fetch every tile again, overwriting cached ones (REST: reseed). */
  | 'RESEED'
  /** Fetch and store tiles not cached yet (REST: seed). */
  | 'SEED'
  /** Delete cached tiles (REST: truncate). */
  | 'TRUNCATE';

/** map: rendered images; vector: Mapbox vector tiles. */
export type TileType =
  /** Rendered images: PNG, JPEG or WebP (REST: map). */
  | 'MAP'
  /** Mapbox vector tiles (REST: vector). */
  | 'VECTOR';

/** Omitted fields stay unchanged; null clears title, description and default_style; members replaces the list. */
export type UpdateLayerGroupInput = {
  /** A style name of the workspace; null clears it. */
  defaultStyle?: string | null | undefined;
  /** Free text; null clears it. */
  description?: string | null | undefined;
  /** Whether the group is published. */
  enabled?: boolean | null | undefined;
  /** Apply only if the current version is this one (PRECONDITION_FAILED otherwise, nothing changed); omit to apply anyway. */
  expectedVersion?: number | null | undefined;
  /** Replaces the whole member list, bottom to top. */
  members?: Array<LayerGroupMemberInput> | null | undefined;
  /** Whether map clients may use the group without a credential. */
  public?: boolean | null | undefined;
  /** A new public_id, unique in the workspace and distinct from its layer names. */
  publicId?: string | null | undefined;
  /** A human title; null clears it. */
  title?: string | null | undefined;
};

/** Omitted fields stay unchanged; null clears table, title or default_style. */
export type UpdateLayerInput = {
  /** A style name of the workspace; null clears it. */
  defaultStyle?: string | null | undefined;
  /** Apply only if the current version is this one (PRECONDITION_FAILED otherwise, nothing changed); omit to apply anyway. */
  expectedVersion?: number | null | undefined;
  /** The geometry column to publish. Sending table, geometryColumn or idColumn checks the table again. */
  geometryColumn?: string | null | undefined;
  /** The feature id column; null: the table's primary key. */
  idColumn?: string | null | undefined;
  /** A new name, unique in the workspace; ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$ */
  name?: string | null | undefined;
  /** Table (schema.table) or layer inside the source; null = the name. */
  table?: string | null | undefined;
  /** A human title; null clears it. */
  title?: string | null | undefined;
};

/** The whole settings object: omitted or null members take their defaults. */
export type UpdateOgcapiSettingsInput = {
  /** A description for the landing page; default none. */
  abstract?: string | null | undefined;
  /** Default true. */
  enabled?: boolean | null | undefined;
  /** Apply only if the current version is this one (PRECONDITION_FAILED otherwise, nothing changed); omit to apply anyway. */
  expectedVersion?: number | null | undefined;
  /** Default 10, the server ceiling. */
  limitDefault?: number | null | undefined;
  /** Default 1000, the server ceiling. */
  limitMax?: number | null | undefined;
  /** Default 0 (no limit). */
  maxOffset?: number | null | undefined;
  /** Default false. */
  public?: boolean | null | undefined;
  /** A title for the landing page; default none. */
  title?: string | null | undefined;
};

/** The whole settings object: omitted or null members take their defaults. */
export type UpdateOgcTilesSettingsInput = {
  /** A description for the landing page; default none. */
  abstract?: string | null | undefined;
  /** Default false. */
  enabled?: boolean | null | undefined;
  /** Apply only if the current version is this one (PRECONDITION_FAILED otherwise, nothing changed); omit to apply anyway. */
  expectedVersion?: number | null | undefined;
  /** Default false. */
  public?: boolean | null | undefined;
  /** The tile options; omitted members take their defaults. */
  settings?: OgcTilesInnerSettingsInput | null | undefined;
  /** A title for the landing page; default none. */
  title?: string | null | undefined;
  /** Default ["1.0.0"], the only version. */
  versions?: Array<string> | null | undefined;
};

/** Omitted fields stay unchanged. connection_info keys override the saved ones (null resets a key to its default); an omitted password keeps the saved one. Changing the type needs a whole connection_info. */
export type UpdateServiceInput = {
  /** Keys to change; null resets a key to its default; the password is kept if omitted. */
  connectionInfo?: Record<string, unknown> | null | undefined;
  /** Whether the service is in use. */
  enabled?: boolean | null | undefined;
  /** Apply only if the current version is this one (PRECONDITION_FAILED otherwise, nothing changed); omit to apply anyway. */
  expectedVersion?: number | null | undefined;
  /** A new name, unique in the workspace; ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$ */
  name?: string | null | undefined;
  /** A new kind of data source; needs a whole connectionInfo. */
  type?: ServiceType | null | undefined;
};

/** Omitted fields stay unchanged; null clears title or description. body and sld_body must agree when both are sent; changing format needs a body. */
export type UpdateStyleInput = {
  /** New content, at most 1 MiB, valid for the (new) format. */
  body?: string | null | undefined;
  /** Free text; null clears it. */
  description?: string | null | undefined;
  /** Apply only if the current version is this one (PRECONDITION_FAILED otherwise, nothing changed); omit to apply anyway. */
  expectedVersion?: number | null | undefined;
  /** One of: sld_1.0.0, sld_1.1.0, se_1.1.0, css, ysld, mapbox. */
  format?: string | null | undefined;
  /** A new name (409 when taken or while the style is in use). */
  name?: string | null | undefined;
  /** SLD XML; accepted as the body for SLD/SE formats. */
  sldBody?: string | null | undefined;
  /** A human title; null clears it. */
  title?: string | null | undefined;
};

/** Omitted fields stay unchanged; description null clears it. */
export type UpdateWorkspaceInput = {
  /** Free text; null clears it. */
  description?: string | null | undefined;
  /** Apply only if the current version is this one (PRECONDITION_FAILED otherwise, nothing changed); omit to apply anyway. */
  expectedVersion?: number | null | undefined;
  /** A new name, unique; ^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$ */
  name?: string | null | undefined;
};

/** A style body to check for its format, as a create or an update would; nothing is saved. */
export type ValidateStyleInput = {
  /** The style content, at most 1 MiB. */
  body: string;
  /** One of: sld_1.0.0, sld_1.1.0, se_1.1.0, css, ysld, mapbox. */
  format: string;
};

/** Which workspaces to list; every given condition must hold. */
export type WorkspaceFilter = {
  /** Only those created at or after this time. */
  createdAfter?: string | null | undefined;
  /** Only those created before this time. */
  createdBefore?: string | null | undefined;
  /** Part of the name, any case. */
  nameContains?: string | null | undefined;
};

/** How to sort workspaces. */
export type WorkspaceOrder = {
  /** Default ASC. */
  direction?: OrderDirection;
  /** The sort key. */
  field: WorkspaceOrderField;
};

/** What workspaces are sorted by; ties are broken by id. */
export type WorkspaceOrderField =
  /** By creation time. */
  | 'CREATED_AT'
  /** By name. */
  | 'NAME';

export type ConsoleMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleMeQuery = { me: { authenticated: boolean, subject: string | null, superAdmin: boolean, authMethod: string, sessionExpiresAt: string | null, sessionId: string | null, workspaces: Array<{ id: string, name: string, role: string, consoleAccess: boolean }>, capabilities: { manageWorkspaces: boolean, manageWorkspace: boolean, manageRoles: boolean, manageGlobalRoles: boolean, manageSessions: boolean, readAudit: boolean, manageGlobalCache: boolean, readCatalogIntegrity: boolean, manageTileMatrixSets: boolean } } };

export type ConsoleLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type ConsoleLoginMutation = { login: { authenticated: boolean, subject: string | null } };

export type ConsoleLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleLogoutMutation = { logout: boolean };

export type ConsoleWorkspacesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  filter?: WorkspaceFilter | null | undefined;
  orderBy?: WorkspaceOrder | null | undefined;
}>;


export type ConsoleWorkspacesQuery = { workspacesConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ node: { id: string, databaseId: string, name: string, description: string | null, updatedAt: string } }> } };

export type ConsoleCreateWorkspaceMutationVariables = Exact<{
  input: CreateWorkspaceInput;
}>;


export type ConsoleCreateWorkspaceMutation = { createWorkspace: { id: string, databaseId: string, name: string } };

export type ConsoleDeleteWorkspaceMutationVariables = Exact<{
  workspace: string;
}>;


export type ConsoleDeleteWorkspaceMutation = { deleteWorkspace: { deletedId: string } };

export type ConsoleServiceFragment = { id: string, databaseId: string, name: string, type: ServiceType, enabled: boolean, version: number, updatedAt: string };

export type ConsoleLayerFragment = { id: string, databaseId: string, name: string, serviceId: string, title: string | null, table: string | null, version: number, updatedAt: string, defaultStyle: string | null };

export type ConsoleWorkspaceQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsoleWorkspaceQuery = { workspace: { id: string, databaseId: string, name: string, description: string | null, version: number, updatedAt: string } | null, services: Array<{ id: string, databaseId: string, name: string, type: ServiceType, enabled: boolean, version: number, updatedAt: string }>, layers: Array<{ id: string, databaseId: string, name: string, serviceId: string, title: string | null, table: string | null, version: number, updatedAt: string, defaultStyle: string | null }>, styles: Array<{ id: string, databaseId: string, name: string, format: StyleFormat }>, apiKeys: Array<{ id: string, databaseId: string, name: string, keyPrefix: string, roleId: string, revoked: boolean, createdAt: string }> };

export type ConsoleUpdateWorkspaceMutationVariables = Exact<{
  workspace: string;
  input: UpdateWorkspaceInput;
}>;


export type ConsoleUpdateWorkspaceMutation = { updateWorkspace: { id: string, databaseId: string, name: string, description: string | null, version: number, updatedAt: string } };

export type ConsoleWorkspaceNowQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsoleWorkspaceNowQuery = { workspace: { id: string, databaseId: string, name: string, description: string | null, version: number, updatedAt: string } | null };

export type ConsoleChangedByQueryVariables = Exact<{
  filter: AuditEventFilter;
  limit: number;
}>;


export type ConsoleChangedByQuery = { auditEvents: { events: Array<{ id: string, principal: string, occurredAt: string }> } };

export type ConsoleCreateServiceMutationVariables = Exact<{
  workspace: string;
  input: CreateServiceInput;
}>;


export type ConsoleCreateServiceMutation = { createService: { id: string, databaseId: string, name: string } };

export type ConsoleCreateApiKeyMutationVariables = Exact<{
  workspace: string;
  input: CreateApiKeyInput;
}>;


export type ConsoleCreateApiKeyMutation = { createAPIKey: { key: string | null, apiKey: { id: string, databaseId: string, name: string } } };

export type ConsoleRevokeApiKeyMutationVariables = Exact<{
  workspace: string;
  keyId: string | number;
}>;


export type ConsoleRevokeApiKeyMutation = { revokeAPIKey: boolean };

export type ConsoleUpdateServiceMutationVariables = Exact<{
  workspace: string;
  service: string;
  input: UpdateServiceInput;
}>;


export type ConsoleUpdateServiceMutation = { updateService: { id: string, databaseId: string, name: string, type: ServiceType, enabled: boolean, version: number, updatedAt: string } };

export type ConsoleUpdateLayerMutationVariables = Exact<{
  workspace: string;
  service: string;
  layer: string;
  input: UpdateLayerInput;
}>;


export type ConsoleUpdateLayerMutation = { updateLayer: { id: string, databaseId: string, name: string, serviceId: string, title: string | null, table: string | null, version: number, updatedAt: string, defaultStyle: string | null } };

export type ConsoleServiceNowQueryVariables = Exact<{
  workspace: string;
  service: string;
}>;


export type ConsoleServiceNowQuery = { service: { id: string, databaseId: string, name: string, type: ServiceType, enabled: boolean, version: number, updatedAt: string } | null };

export type ConsoleLayerNowQueryVariables = Exact<{
  workspace: string;
  service: string;
  layer: string;
}>;


export type ConsoleLayerNowQuery = { layer: { id: string, databaseId: string, name: string, serviceId: string, title: string | null, table: string | null, version: number, updatedAt: string, defaultStyle: string | null } | null };

export type ConsoleAuditEventFragment = { id: string, databaseId: string, occurredAt: string, principal: string, authMethod: AuthMethod, surface: Surface, operation: string, action: AuditAction, workspaceId: string | null, workspaceName: string | null, status: number, durationMs: number, requestId: string };

export type ConsoleAuditQueryVariables = Exact<{
  filter?: AuditEventFilter | null | undefined;
  cursor?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ConsoleAuditQuery = { auditEvents: { nextCursor: string | null, events: Array<{ id: string, databaseId: string, occurredAt: string, principal: string, authMethod: AuthMethod, surface: Surface, operation: string, action: AuditAction, workspaceId: string | null, workspaceName: string | null, status: number, durationMs: number, requestId: string }> } };

export type ConsoleAuditTailSubscriptionVariables = Exact<{
  filter?: AuditEventFilter | null | undefined;
}>;


export type ConsoleAuditTailSubscription = { auditEvents: { id: string, databaseId: string, occurredAt: string, principal: string, authMethod: AuthMethod, surface: Surface, operation: string, action: AuditAction, workspaceId: string | null, workspaceName: string | null, status: number, durationMs: number, requestId: string } };

export type ConsoleCacheStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleCacheStatsQuery = { cacheStats: { enabled: boolean, totalSizeBytes: number, totalMaxSizeBytes: number, process: { rssBytes: number, heapUsedBytes: number }, cacheList: Array<{ name: string, hits: number, misses: number, hitRate: number, entryCount: number, sizeBytes: number, maxSizeBytes: number, evictions: number, expired: number }> } };

export type ConsoleClearCacheMutationVariables = Exact<{
  cache?: string | null | undefined;
}>;


export type ConsoleClearCacheMutation = { clearCache: boolean };

export type ConsoleClaimMappingsQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsoleClaimMappingsQuery = { claimMappings: Array<{ id: string, databaseId: string, claimName: string, claimValue: string, roleId: string, priority: number, createdAt: string }>, roles: Array<{ id: string, databaseId: string, name: string }> };

export type ConsoleCreateClaimMappingMutationVariables = Exact<{
  workspace: string;
  input: CreateClaimMappingInput;
}>;


export type ConsoleCreateClaimMappingMutation = { createClaimMapping: { id: string, databaseId: string } };

export type ConsoleDeleteClaimMappingMutationVariables = Exact<{
  workspace: string;
  mappingId: string;
}>;


export type ConsoleDeleteClaimMappingMutation = { deleteClaimMapping: { deletedId: string } };

export type ConsoleGlobalClaimMappingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleGlobalClaimMappingsQuery = { globalClaimMappings: Array<{ id: string, databaseId: string, claimName: string, claimValue: string, roleId: string, priority: number, createdAt: string }>, roles: Array<{ id: string, databaseId: string, name: string }> };

export type ConsoleCreateGlobalClaimMappingMutationVariables = Exact<{
  input: CreateClaimMappingInput;
}>;


export type ConsoleCreateGlobalClaimMappingMutation = { createGlobalClaimMapping: { id: string, databaseId: string } };

export type ConsoleDeleteGlobalClaimMappingMutationVariables = Exact<{
  mappingId: string;
}>;


export type ConsoleDeleteGlobalClaimMappingMutation = { deleteGlobalClaimMapping: { deletedId: string } };

export type ConsoleIntegrityQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleIntegrityQuery = { catalogIntegrity: { healthy: boolean, repaired: number | null, issues: Array<{ store: string, kind: string, id: string, name: string | null, workspaceId: string | null, reason: string }> } };

export type ConsoleRepairIntegrityMutationVariables = Exact<{ [key: string]: never; }>;


export type ConsoleRepairIntegrityMutation = { repairCatalogIntegrity: { healthy: boolean, repaired: number | null, issues: Array<{ store: string, kind: string, id: string, name: string | null, workspaceId: string | null, reason: string }> } };

export type ConsoleLayerGroupFragment = { id: string, databaseId: string, publicId: string, title: string | null, description: string | null, enabled: boolean, public: boolean, version: number, updatedAt: string, defaultStyle: string | null, members: Array<{ opacity: number, composite: string | null, resource: string, style: string | null }> };

export type ConsoleLayerGroupsQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsoleLayerGroupsQuery = { layerGroups: Array<{ id: string, databaseId: string, publicId: string, title: string | null, description: string | null, enabled: boolean, public: boolean, version: number, updatedAt: string, defaultStyle: string | null, members: Array<{ opacity: number, composite: string | null, resource: string, style: string | null }> }>, layers: Array<{ id: string, databaseId: string, name: string }>, styles: Array<{ id: string, databaseId: string, name: string }> };

export type ConsoleCreateLayerGroupMutationVariables = Exact<{
  workspace: string;
  input: CreateLayerGroupInput;
}>;


export type ConsoleCreateLayerGroupMutation = { createLayerGroup: { id: string, databaseId: string, publicId: string } };

export type ConsoleUpdateLayerGroupMutationVariables = Exact<{
  workspace: string;
  group: string;
  input: UpdateLayerGroupInput;
}>;


export type ConsoleUpdateLayerGroupMutation = { updateLayerGroup: { id: string, databaseId: string, publicId: string, title: string | null, description: string | null, enabled: boolean, public: boolean, version: number, updatedAt: string, defaultStyle: string | null, members: Array<{ opacity: number, composite: string | null, resource: string, style: string | null }> } };

export type ConsoleDeleteLayerGroupMutationVariables = Exact<{
  workspace: string;
  group: string;
}>;


export type ConsoleDeleteLayerGroupMutation = { deleteLayerGroup: { deletedId: string } };

export type ConsoleLayerGroupNowQueryVariables = Exact<{
  workspace: string;
  group: string;
}>;


export type ConsoleLayerGroupNowQuery = { layerGroup: { id: string, databaseId: string, publicId: string, title: string | null, description: string | null, enabled: boolean, public: boolean, version: number, updatedAt: string, defaultStyle: string | null, members: Array<{ opacity: number, composite: string | null, resource: string, style: string | null }> } | null };

export type ConsoleOgcTilesFragment = { enabled: boolean, public: boolean, title: string | null, abstract: string | null, versions: Array<string>, version: number, settings: { cacheEnabled: boolean, maxFeatures: number, maxVertices: number, maxTileBytes: number, persistentCacheQuotaBytes: number, datasetMapLayerGroupId: string, tileMatrixSets: Array<string>, mapTiles: { enabled: boolean, formats: Array<string> }, vectorTiles: { enabled: boolean, formats: Array<string> } } };

export type ConsoleOgcFeaturesFragment = { enabled: boolean, public: boolean, title: string | null, abstract: string | null, limitDefault: number, limitMax: number, maxOffset: number, version: number };

export type ConsoleOgcSettingsQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsoleOgcSettingsQuery = { ogcTilesSettings: { enabled: boolean, public: boolean, title: string | null, abstract: string | null, versions: Array<string>, version: number, settings: { cacheEnabled: boolean, maxFeatures: number, maxVertices: number, maxTileBytes: number, persistentCacheQuotaBytes: number, datasetMapLayerGroupId: string, tileMatrixSets: Array<string>, mapTiles: { enabled: boolean, formats: Array<string> }, vectorTiles: { enabled: boolean, formats: Array<string> } } }, ogcApiSettings: { enabled: boolean, public: boolean, title: string | null, abstract: string | null, limitDefault: number, limitMax: number, maxOffset: number, version: number }, layerGroups: Array<{ id: string, databaseId: string, publicId: string }> };

export type ConsoleOgcTilesNowQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsoleOgcTilesNowQuery = { ogcTilesSettings: { enabled: boolean, public: boolean, title: string | null, abstract: string | null, versions: Array<string>, version: number, settings: { cacheEnabled: boolean, maxFeatures: number, maxVertices: number, maxTileBytes: number, persistentCacheQuotaBytes: number, datasetMapLayerGroupId: string, tileMatrixSets: Array<string>, mapTiles: { enabled: boolean, formats: Array<string> }, vectorTiles: { enabled: boolean, formats: Array<string> } } } };

export type ConsoleOgcFeaturesNowQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsoleOgcFeaturesNowQuery = { ogcApiSettings: { enabled: boolean, public: boolean, title: string | null, abstract: string | null, limitDefault: number, limitMax: number, maxOffset: number, version: number } };

export type ConsoleUpdateOgcTilesMutationVariables = Exact<{
  workspace: string;
  input: UpdateOgcTilesSettingsInput;
}>;


export type ConsoleUpdateOgcTilesMutation = { updateOgcTilesSettings: { enabled: boolean, version: number } };

export type ConsoleUpdateOgcFeaturesMutationVariables = Exact<{
  workspace: string;
  input: UpdateOgcapiSettingsInput;
}>;


export type ConsoleUpdateOgcFeaturesMutation = { updateOgcApiSettings: { enabled: boolean, version: number } };

export type ConsolePreviewLayersQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsolePreviewLayersQuery = { layers: Array<{ id: string, databaseId: string, name: string, title: string | null, bounds: Array<number> | null, defaultStyle: string | null }> };

export type ConsolePreviewGroupQueryVariables = Exact<{
  workspace: string;
  group: string;
}>;


export type ConsolePreviewGroupQuery = { layerGroup: { id: string, databaseId: string, publicId: string, title: string | null, members: Array<{ resource: string, style: string | null }> } | null, layers: Array<{ id: string, databaseId: string, name: string, title: string | null, bounds: Array<number> | null, defaultStyle: string | null }> };

export type ConsolePreviewStyleQueryVariables = Exact<{
  workspace: string;
  style: string;
}>;


export type ConsolePreviewStyleQuery = { style: { id: string, name: string, format: StyleFormat, body: string } | null };

export type ConsoleRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleRolesQuery = { roles: Array<{ id: string, databaseId: string, name: string, description: string | null, builtin: boolean, createdAt: string }> };

export type ConsoleCreateRoleMutationVariables = Exact<{
  input: CreateRoleInput;
}>;


export type ConsoleCreateRoleMutation = { createRole: { id: string, databaseId: string } };

export type ConsoleDeleteRoleMutationVariables = Exact<{
  role: string;
}>;


export type ConsoleDeleteRoleMutation = { deleteRole: { deletedId: string } };

export type ConsoleTestServiceMutationVariables = Exact<{
  workspace: string;
  service: string;
  input: ServiceConnectionInput;
}>;


export type ConsoleTestServiceMutation = { testExistingServiceConnection: { ok: boolean, message: string | null, durationMs: number, details: Record<string, unknown> | null } };

export type ConsoleTestNewServiceMutationVariables = Exact<{
  workspace: string;
  input: ServiceConnectionInput;
}>;


export type ConsoleTestNewServiceMutation = { testNewServiceConnection: { ok: boolean, message: string | null, durationMs: number, details: Record<string, unknown> | null } };

export type ConsoleServiceConnectionFragment = { id: string, databaseId: string, name: string, type: ServiceType, enabled: boolean, version: number, updatedAt: string, connectionInfo: Record<string, unknown> };

export type ConsoleServicesQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsoleServicesQuery = { services: Array<{ id: string, databaseId: string, name: string, type: ServiceType, enabled: boolean, version: number, updatedAt: string, connectionInfo: Record<string, unknown> }>, layers: Array<{ id: string, databaseId: string, name: string, serviceId: string }> };

export type ConsoleCreatePostgisServiceMutationVariables = Exact<{
  workspace: string;
  input: CreateServiceInput;
}>;


export type ConsoleCreatePostgisServiceMutation = { createService: { id: string, databaseId: string, name: string, type: ServiceType, enabled: boolean, version: number, updatedAt: string, connectionInfo: Record<string, unknown> } };

export type ConsoleUpdateServiceConnectionMutationVariables = Exact<{
  workspace: string;
  service: string;
  input: UpdateServiceInput;
}>;


export type ConsoleUpdateServiceConnectionMutation = { updateService: { id: string, databaseId: string, name: string, type: ServiceType, enabled: boolean, version: number, updatedAt: string, connectionInfo: Record<string, unknown> } };

export type ConsoleServiceConnectionNowQueryVariables = Exact<{
  workspace: string;
  service: string;
}>;


export type ConsoleServiceConnectionNowQuery = { service: { id: string, databaseId: string, name: string, type: ServiceType, enabled: boolean, version: number, updatedAt: string, connectionInfo: Record<string, unknown> } | null };

export type ConsoleSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleSessionsQuery = { browserSessions: Array<{ id: string, databaseId: string, subject: string, displayName: string | null, authMethod: string, globalRole: string | null, remoteAddr: string, userAgent: string, createdAt: string, lastSeenAt: string, expiresAt: string, idleExpiresAt: string, revokedAt: string | null }> };

export type ConsoleRevokeSessionMutationVariables = Exact<{
  session: string | number;
}>;


export type ConsoleRevokeSessionMutation = { revokeBrowserSession: boolean };

export type ConsoleStylesQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsoleStylesQuery = { styles: Array<{ id: string, databaseId: string, name: string, format: StyleFormat, valid: boolean, updatedAt: string }> };

export type ConsoleStyleQueryVariables = Exact<{
  workspace: string;
  style: string;
}>;


export type ConsoleStyleQuery = { style: { id: string, databaseId: string, name: string, format: StyleFormat, title: string | null, description: string | null, body: string, valid: boolean, version: number, updatedAt: string } | null };

export type ConsoleCreateStyleMutationVariables = Exact<{
  workspace: string;
  input: CreateStyleInput;
}>;


export type ConsoleCreateStyleMutation = { createStyle: { id: string, databaseId: string, name: string, format: StyleFormat, valid: boolean, updatedAt: string } };

export type ConsoleUpdateStyleMutationVariables = Exact<{
  workspace: string;
  style: string;
  input: UpdateStyleInput;
}>;


export type ConsoleUpdateStyleMutation = { updateStyle: { id: string, databaseId: string, name: string, format: StyleFormat, title: string | null, description: string | null, body: string, valid: boolean, version: number, updatedAt: string } };

export type ConsoleDeleteStyleMutationVariables = Exact<{
  workspace: string;
  style: string;
}>;


export type ConsoleDeleteStyleMutation = { deleteStyle: { deletedId: string } };

export type ConsoleValidateStyleQueryVariables = Exact<{
  workspace: string;
  input: ValidateStyleInput;
}>;


export type ConsoleValidateStyleQuery = { validateStyle: { valid: boolean, diagnostics: Array<{ line: number | null, column: number | null, message: string }> } };

export type ConsoleStyleTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleStyleTemplatesQuery = { styleTemplates: Array<{ format: StyleFormat, body: string }> };

export type ConsoleServiceTablesQueryVariables = Exact<{
  workspace: string;
  service: string;
}>;


export type ConsoleServiceTablesQuery = { service: { id: string, databaseId: string, name: string, tables: Array<{ name: string, schema: string, table: string, kind: string, geometryColumn: string, geometryType: string, srid: number, geography: boolean, estimatedRows: number | null, idColumn: string | null, layers: Array<string> }> } | null, layers: Array<{ id: string, databaseId: string, name: string }> };

export type ConsolePublishTableMutationVariables = Exact<{
  workspace: string;
  service: string;
  input: CreateLayerInput;
}>;


export type ConsolePublishTableMutation = { createLayer: { id: string, databaseId: string, name: string, serviceId: string } };

export type ConsoleTileJobFragment = { id: string, databaseId: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, succeededTiles: number, skippedTiles: number, failedTiles: number, bytesWritten: number, bytesDeleted: number, cancelRequested: boolean, errorMessage: string | null, createdAt: string, startedAt: string | null, completedAt: string | null, createdBy: string | null, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileMatrixSet: string, format: string, minZoom: number, maxZoom: number, bounds: { bbox: Array<number>, crs: string } } };

export type ConsoleTileJobsQueryVariables = Exact<{
  workspace: string;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type ConsoleTileJobsQuery = { tileCacheJobsConnection: { totalCount: number, nodes: Array<{ id: string, databaseId: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, succeededTiles: number, skippedTiles: number, failedTiles: number, bytesWritten: number, bytesDeleted: number, cancelRequested: boolean, errorMessage: string | null, createdAt: string, startedAt: string | null, completedAt: string | null, createdBy: string | null, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileMatrixSet: string, format: string, minZoom: number, maxZoom: number, bounds: { bbox: Array<number>, crs: string } } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } }, layers: Array<{ id: string, databaseId: string, name: string, bounds: Array<number> | null }>, ogcTilesSettings: { settings: { tileMatrixSets: Array<string> } } };

export type ConsoleTileJobPlanQueryVariables = Exact<{
  workspace: string;
  input: CreateTileCacheJobInput;
}>;


export type ConsoleTileJobPlanQuery = { tileCacheJobPlan: { totalTiles: number, estimatedBytes: number, estimatedTileBytes: number, estimateBasis: string, resources: Array<string>, zooms: Array<{ zoom: number, tiles: number }>, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileMatrixSet: string, format: string, minZoom: number, maxZoom: number, defaults: Array<string>, bounds: { bbox: Array<number>, crs: string } } } };

export type ConsoleCreateTileJobMutationVariables = Exact<{
  workspace: string;
  input: CreateTileCacheJobInput;
}>;


export type ConsoleCreateTileJobMutation = { createTileCacheJob:
    | { id: string, databaseId: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, succeededTiles: number, skippedTiles: number, failedTiles: number, bytesWritten: number, bytesDeleted: number, cancelRequested: boolean, errorMessage: string | null, createdAt: string, startedAt: string | null, completedAt: string | null, createdBy: string | null, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileMatrixSet: string, format: string, minZoom: number, maxZoom: number, bounds: { bbox: Array<number>, crs: string } } }
    | Record<PropertyKey, never>
   };

export type ConsoleCancelTileJobMutationVariables = Exact<{
  workspace: string;
  job: string;
}>;


export type ConsoleCancelTileJobMutation = { cancelTileCacheJob: { id: string, databaseId: string, cancelRequested: boolean } };

export type ConsoleDeleteTileJobMutationVariables = Exact<{
  workspace: string;
  job: string;
}>;


export type ConsoleDeleteTileJobMutation = { deleteTileCacheJob: { deletedId: string } };

export type ConsoleTileJobProgressSubscriptionVariables = Exact<{
  workspace: string;
  job: string;
}>;


export type ConsoleTileJobProgressSubscription = { tileCacheJob: { jobId: string, status: TileCacheJobStatus, processedTiles: number, totalTiles: number, tilesPerSecond: number, etaSeconds: number | null, zooms: Array<{ zoom: number, totalTiles: number, processedTiles: number, failedTiles: number }>, job: { id: string, databaseId: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, succeededTiles: number, skippedTiles: number, failedTiles: number, bytesWritten: number, bytesDeleted: number, cancelRequested: boolean, errorMessage: string | null, createdAt: string, startedAt: string | null, completedAt: string | null, createdBy: string | null, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileMatrixSet: string, format: string, minZoom: number, maxZoom: number, bounds: { bbox: Array<number>, crs: string } } } | null } };

export type ConsoleTileMatrixSetsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleTileMatrixSetsQuery = { tileMatrixSets: Array<{ id: string, databaseId: string, title: string, crs: string, builtin: boolean, updatedAt: string, definition: Record<string, unknown> }> };

export type ConsolePutTileMatrixSetMutationVariables = Exact<{
  tileMatrixSet: string;
  definition: Record<string, unknown>;
}>;


export type ConsolePutTileMatrixSetMutation = { putTileMatrixSet: Record<string, unknown> };

export type ConsoleDeleteTileMatrixSetMutationVariables = Exact<{
  tileMatrixSet: string;
}>;


export type ConsoleDeleteTileMatrixSetMutation = { deleteTileMatrixSet: { deletedId: string } };

export type ConsoleExportWorkspaceQueryVariables = Exact<{
  workspace: string;
}>;


export type ConsoleExportWorkspaceQuery = { exportWorkspace: { runId: string } };

export type ConsoleWorkspaceDocumentRunQueryVariables = Exact<{
  workspace: string;
  id: string;
  wait?: number | null | undefined;
}>;


export type ConsoleWorkspaceDocumentRunQuery = { workspaceDocumentRun: { status: string, document: Record<string, unknown> | null, plan: { version: number, text: string, changes: Array<{ action: string, kind: string, name: string }>, createdKeys: Array<{ name: string, roleId: string, key: string }> | null } | null, error: { code: string, message: string } | null } };

export type ConsolePlanWorkspaceQueryVariables = Exact<{
  workspace: string;
  document: Record<string, unknown>;
  prune?: boolean | null | undefined;
}>;


export type ConsolePlanWorkspaceQuery = { planWorkspace: { version: number, text: string, digest: string, changes: Array<{ action: string, kind: string, name: string }>, unmanaged: Array<{ kind: string, name: string }> } };

export type ConsoleApplyWorkspaceMutationVariables = Exact<{
  workspace: string;
  document: Record<string, unknown>;
  prune?: boolean | null | undefined;
  expectedVersion?: number | null | undefined;
  revealKeys?: boolean | null | undefined;
  expectedPlan?: string | null | undefined;
  wait?: number | null | undefined;
}>;


export type ConsoleApplyWorkspaceMutation = { applyWorkspace: { runId: string } };

export const ConsoleServiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleServiceFragment, unknown>;
export const ConsoleLayerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleLayer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleLayerFragment, unknown>;
export const ConsoleAuditEventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleAuditEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]} as unknown as DocumentNode<ConsoleAuditEventFragment, unknown>;
export const ConsoleLayerGroupFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleLayerGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LayerGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resource"},"name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","alias":{"kind":"Name","value":"style"},"name":{"kind":"Name","value":"styleName"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}},{"kind":"Field","name":{"kind":"Name","value":"composite"}}]}}]}}]} as unknown as DocumentNode<ConsoleLayerGroupFragment, unknown>;
export const ConsoleOgcTilesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleOgcTiles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCTilesSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"versions"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"maxVertices"}},{"kind":"Field","name":{"kind":"Name","value":"maxTileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"persistentCacheQuotaBytes"}},{"kind":"Field","name":{"kind":"Name","value":"datasetMapLayerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"}},{"kind":"Field","name":{"kind":"Name","value":"mapTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vectorTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleOgcTilesFragment, unknown>;
export const ConsoleOgcFeaturesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleOgcFeatures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCAPISettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"limitDefault"}},{"kind":"Field","name":{"kind":"Name","value":"limitMax"}},{"kind":"Field","name":{"kind":"Name","value":"maxOffset"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ConsoleOgcFeaturesFragment, unknown>;
export const ConsoleServiceConnectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleServiceConnection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"connectionInfo"}}]}}]} as unknown as DocumentNode<ConsoleServiceConnectionFragment, unknown>;
export const ConsoleTileJobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleTileJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TileCacheJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"succeededTiles"}},{"kind":"Field","name":{"kind":"Name","value":"skippedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"bytesWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTileJobFragment, unknown>;
export const ConsoleMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticated"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"superAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"consoleAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageWorkspaces"}},{"kind":"Field","name":{"kind":"Name","value":"manageWorkspace"}},{"kind":"Field","name":{"kind":"Name","value":"manageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageGlobalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageSessions"}},{"kind":"Field","name":{"kind":"Name","value":"readAudit"}},{"kind":"Field","name":{"kind":"Name","value":"manageGlobalCache"}},{"kind":"Field","name":{"kind":"Name","value":"readCatalogIntegrity"}},{"kind":"Field","name":{"kind":"Name","value":"manageTileMatrixSets"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleMeQuery, ConsoleMeQueryVariables>;
export const ConsoleLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticated"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]} as unknown as DocumentNode<ConsoleLoginMutation, ConsoleLoginMutationVariables>;
export const ConsoleLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<ConsoleLogoutMutation, ConsoleLogoutMutationVariables>;
export const ConsoleWorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleWorkspaces"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspacesConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleWorkspacesQuery, ConsoleWorkspacesQueryVariables>;
export const ConsoleCreateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateWorkspaceMutation, ConsoleCreateWorkspaceMutationVariables>;
export const ConsoleDeleteWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeleteWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteWorkspaceMutation, ConsoleDeleteWorkspaceMutationVariables>;
export const ConsoleWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleService"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleLayer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"styles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleLayer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleWorkspaceQuery, ConsoleWorkspaceQueryVariables>;
export const ConsoleUpdateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateWorkspaceMutation, ConsoleUpdateWorkspaceMutationVariables>;
export const ConsoleWorkspaceNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleWorkspaceNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleWorkspaceNowQuery, ConsoleWorkspaceNowQueryVariables>;
export const ConsoleChangedByDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleChangedBy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleChangedByQuery, ConsoleChangedByQueryVariables>;
export const ConsoleCreateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateServiceMutation, ConsoleCreateServiceMutationVariables>;
export const ConsoleCreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateAPIKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAPIKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAPIKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateApiKeyMutation, ConsoleCreateApiKeyMutationVariables>;
export const ConsoleRevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRevokeAPIKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAPIKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyId"}}}]}]}}]} as unknown as DocumentNode<ConsoleRevokeApiKeyMutation, ConsoleRevokeApiKeyMutationVariables>;
export const ConsoleUpdateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleService"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleUpdateServiceMutation, ConsoleUpdateServiceMutationVariables>;
export const ConsoleUpdateLayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateLayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"layer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layer"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleLayer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleLayer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleUpdateLayerMutation, ConsoleUpdateLayerMutationVariables>;
export const ConsoleServiceNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleServiceNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleService"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleService"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleServiceNowQuery, ConsoleServiceNowQueryVariables>;
export const ConsoleLayerNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleLayerNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"layer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleLayer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleLayer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ConsoleLayerNowQuery, ConsoleLayerNowQueryVariables>;
export const ConsoleAuditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleAudit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleAuditEvent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleAuditEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]} as unknown as DocumentNode<ConsoleAuditQuery, ConsoleAuditQueryVariables>;
export const ConsoleAuditTailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"consoleAuditTail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"recent"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleAuditEvent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleAuditEvent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]} as unknown as DocumentNode<ConsoleAuditTailSubscription, ConsoleAuditTailSubscriptionVariables>;
export const ConsoleCacheStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleCacheStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"totalSizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"totalMaxSizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"process"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rssBytes"}},{"kind":"Field","name":{"kind":"Name","value":"heapUsedBytes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cacheList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hits"}},{"kind":"Field","name":{"kind":"Name","value":"misses"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxSizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"evictions"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCacheStatsQuery, ConsoleCacheStatsQueryVariables>;
export const ConsoleClearCacheDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleClearCache"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cache"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearCache"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cache"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cache"}}}]}]}}]} as unknown as DocumentNode<ConsoleClearCacheMutation, ConsoleClearCacheMutationVariables>;
export const ConsoleClaimMappingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleClaimMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"claimName"}},{"kind":"Field","name":{"kind":"Name","value":"claimValue"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConsoleClaimMappingsQuery, ConsoleClaimMappingsQueryVariables>;
export const ConsoleCreateClaimMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateClaimMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClaimMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClaimMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateClaimMappingMutation, ConsoleCreateClaimMappingMutationVariables>;
export const ConsoleDeleteClaimMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeleteClaimMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mappingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClaimMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"mappingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mappingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteClaimMappingMutation, ConsoleDeleteClaimMappingMutationVariables>;
export const ConsoleGlobalClaimMappingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleGlobalClaimMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalClaimMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"claimName"}},{"kind":"Field","name":{"kind":"Name","value":"claimValue"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConsoleGlobalClaimMappingsQuery, ConsoleGlobalClaimMappingsQueryVariables>;
export const ConsoleCreateGlobalClaimMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateGlobalClaimMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClaimMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGlobalClaimMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateGlobalClaimMappingMutation, ConsoleCreateGlobalClaimMappingMutationVariables>;
export const ConsoleDeleteGlobalClaimMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeleteGlobalClaimMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mappingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGlobalClaimMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mappingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mappingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteGlobalClaimMappingMutation, ConsoleDeleteGlobalClaimMappingMutationVariables>;
export const ConsoleIntegrityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleIntegrity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogIntegrity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthy"}},{"kind":"Field","name":{"kind":"Name","value":"repaired"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleIntegrityQuery, ConsoleIntegrityQueryVariables>;
export const ConsoleRepairIntegrityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRepairIntegrity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repairCatalogIntegrity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthy"}},{"kind":"Field","name":{"kind":"Name","value":"repaired"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleRepairIntegrityMutation, ConsoleRepairIntegrityMutationVariables>;
export const ConsoleLayerGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleLayerGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layerGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleLayerGroup"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"styles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleLayerGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LayerGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resource"},"name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","alias":{"kind":"Name","value":"style"},"name":{"kind":"Name","value":"styleName"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}},{"kind":"Field","name":{"kind":"Name","value":"composite"}}]}}]}}]} as unknown as DocumentNode<ConsoleLayerGroupsQuery, ConsoleLayerGroupsQueryVariables>;
export const ConsoleCreateLayerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateLayerGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLayerGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLayerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateLayerGroupMutation, ConsoleCreateLayerGroupMutationVariables>;
export const ConsoleUpdateLayerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateLayerGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLayerGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLayerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleLayerGroup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleLayerGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LayerGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resource"},"name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","alias":{"kind":"Name","value":"style"},"name":{"kind":"Name","value":"styleName"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}},{"kind":"Field","name":{"kind":"Name","value":"composite"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateLayerGroupMutation, ConsoleUpdateLayerGroupMutationVariables>;
export const ConsoleDeleteLayerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeleteLayerGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLayerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteLayerGroupMutation, ConsoleDeleteLayerGroupMutationVariables>;
export const ConsoleLayerGroupNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleLayerGroupNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleLayerGroup"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleLayerGroup"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LayerGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resource"},"name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","alias":{"kind":"Name","value":"style"},"name":{"kind":"Name","value":"styleName"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}},{"kind":"Field","name":{"kind":"Name","value":"composite"}}]}}]}}]} as unknown as DocumentNode<ConsoleLayerGroupNowQuery, ConsoleLayerGroupNowQueryVariables>;
export const ConsoleOgcSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleOgcSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ogcTilesSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleOgcTiles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ogcApiSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleOgcFeatures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layerGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleOgcTiles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCTilesSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"versions"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"maxVertices"}},{"kind":"Field","name":{"kind":"Name","value":"maxTileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"persistentCacheQuotaBytes"}},{"kind":"Field","name":{"kind":"Name","value":"datasetMapLayerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"}},{"kind":"Field","name":{"kind":"Name","value":"mapTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vectorTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleOgcFeatures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCAPISettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"limitDefault"}},{"kind":"Field","name":{"kind":"Name","value":"limitMax"}},{"kind":"Field","name":{"kind":"Name","value":"maxOffset"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ConsoleOgcSettingsQuery, ConsoleOgcSettingsQueryVariables>;
export const ConsoleOgcTilesNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleOgcTilesNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ogcTilesSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleOgcTiles"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleOgcTiles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCTilesSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"versions"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"maxVertices"}},{"kind":"Field","name":{"kind":"Name","value":"maxTileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"persistentCacheQuotaBytes"}},{"kind":"Field","name":{"kind":"Name","value":"datasetMapLayerGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"}},{"kind":"Field","name":{"kind":"Name","value":"mapTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vectorTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleOgcTilesNowQuery, ConsoleOgcTilesNowQueryVariables>;
export const ConsoleOgcFeaturesNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleOgcFeaturesNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ogcApiSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleOgcFeatures"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleOgcFeatures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCAPISettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"limitDefault"}},{"kind":"Field","name":{"kind":"Name","value":"limitMax"}},{"kind":"Field","name":{"kind":"Name","value":"maxOffset"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ConsoleOgcFeaturesNowQuery, ConsoleOgcFeaturesNowQueryVariables>;
export const ConsoleUpdateOgcTilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateOgcTiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOGCTilesSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOgcTilesSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateOgcTilesMutation, ConsoleUpdateOgcTilesMutationVariables>;
export const ConsoleUpdateOgcFeaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateOgcFeatures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOGCAPISettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOgcApiSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateOgcFeaturesMutation, ConsoleUpdateOgcFeaturesMutationVariables>;
export const ConsolePreviewLayersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consolePreviewLayers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"}}]}}]}}]} as unknown as DocumentNode<ConsolePreviewLayersQuery, ConsolePreviewLayersQueryVariables>;
export const ConsolePreviewGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consolePreviewGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resource"},"name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","alias":{"kind":"Name","value":"style"},"name":{"kind":"Name","value":"styleName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"layers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"}}]}}]}}]} as unknown as DocumentNode<ConsolePreviewGroupQuery, ConsolePreviewGroupQueryVariables>;
export const ConsolePreviewStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consolePreviewStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"style"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"style"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"style"},"value":{"kind":"Variable","name":{"kind":"Name","value":"style"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<ConsolePreviewStyleQuery, ConsolePreviewStyleQueryVariables>;
export const ConsoleRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleRolesQuery, ConsoleRolesQueryVariables>;
export const ConsoleCreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateRoleMutation, ConsoleCreateRoleMutationVariables>;
export const ConsoleDeleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteRoleMutation, ConsoleDeleteRoleMutationVariables>;
export const ConsoleTestServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleTestService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testExistingServiceConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<ConsoleTestServiceMutation, ConsoleTestServiceMutationVariables>;
export const ConsoleTestNewServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleTestNewService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testNewServiceConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]} as unknown as DocumentNode<ConsoleTestNewServiceMutation, ConsoleTestNewServiceMutationVariables>;
export const ConsoleServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleServices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleServiceConnection"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleServiceConnection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"connectionInfo"}}]}}]} as unknown as DocumentNode<ConsoleServicesQuery, ConsoleServicesQueryVariables>;
export const ConsoleCreatePostgisServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreatePostgisService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleServiceConnection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleServiceConnection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"connectionInfo"}}]}}]} as unknown as DocumentNode<ConsoleCreatePostgisServiceMutation, ConsoleCreatePostgisServiceMutationVariables>;
export const ConsoleUpdateServiceConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateServiceConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleServiceConnection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleServiceConnection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"connectionInfo"}}]}}]} as unknown as DocumentNode<ConsoleUpdateServiceConnectionMutation, ConsoleUpdateServiceConnectionMutationVariables>;
export const ConsoleServiceConnectionNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleServiceConnectionNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleServiceConnection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleServiceConnection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"connectionInfo"}}]}}]} as unknown as DocumentNode<ConsoleServiceConnectionNowQuery, ConsoleServiceConnectionNowQueryVariables>;
export const ConsoleSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browserSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"remoteAddr"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleSessionsQuery, ConsoleSessionsQueryVariables>;
export const ConsoleRevokeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleRevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeBrowserSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}]}]}}]} as unknown as DocumentNode<ConsoleRevokeSessionMutation, ConsoleRevokeSessionMutationVariables>;
export const ConsoleStylesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleStyles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleStylesQuery, ConsoleStylesQueryVariables>;
export const ConsoleStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"style"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"style"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"style"},"value":{"kind":"Variable","name":{"kind":"Name","value":"style"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleStyleQuery, ConsoleStyleQueryVariables>;
export const ConsoleCreateStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStyleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateStyleMutation, ConsoleCreateStyleMutationVariables>;
export const ConsoleUpdateStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleUpdateStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"style"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStyleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"style"},"value":{"kind":"Variable","name":{"kind":"Name","value":"style"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ConsoleUpdateStyleMutation, ConsoleUpdateStyleMutationVariables>;
export const ConsoleDeleteStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeleteStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"style"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"style"},"value":{"kind":"Variable","name":{"kind":"Name","value":"style"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteStyleMutation, ConsoleDeleteStyleMutationVariables>;
export const ConsoleValidateStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleValidateStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateStyleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"diagnostics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleValidateStyleQuery, ConsoleValidateStyleQueryVariables>;
export const ConsoleStyleTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleStyleTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styleTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"body"}}]}}]}}]} as unknown as DocumentNode<ConsoleStyleTemplatesQuery, ConsoleStyleTemplatesQueryVariables>;
export const ConsoleServiceTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleServiceTables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"geometryColumn"}},{"kind":"Field","name":{"kind":"Name","value":"geometryType"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"geography"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRows"}},{"kind":"Field","name":{"kind":"Name","value":"idColumn"}},{"kind":"Field","name":{"kind":"Name","value":"layers"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"layers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ConsoleServiceTablesQuery, ConsoleServiceTablesQueryVariables>;
export const ConsolePublishTableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consolePublishTable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}}]}}]}}]} as unknown as DocumentNode<ConsolePublishTableMutation, ConsolePublishTableMutationVariables>;
export const ConsoleTileJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleTileJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileCacheJobsConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleTileJob"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ogcTilesSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleTileJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TileCacheJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"succeededTiles"}},{"kind":"Field","name":{"kind":"Name","value":"skippedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"bytesWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTileJobsQuery, ConsoleTileJobsQueryVariables>;
export const ConsoleTileJobPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleTileJobPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTileCacheJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileCacheJobPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedTileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"estimateBasis"}},{"kind":"Field","name":{"kind":"Name","value":"resources"}},{"kind":"Field","name":{"kind":"Name","value":"zooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"tiles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTileJobPlanQuery, ConsoleTileJobPlanQueryVariables>;
export const ConsoleCreateTileJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCreateTileJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTileCacheJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTileCacheJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleTileJob"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleTileJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TileCacheJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"succeededTiles"}},{"kind":"Field","name":{"kind":"Name","value":"skippedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"bytesWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleCreateTileJobMutation, ConsoleCreateTileJobMutationVariables>;
export const ConsoleCancelTileJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleCancelTileJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"job"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTileCacheJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"job"},"value":{"kind":"Variable","name":{"kind":"Name","value":"job"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}}]}}]}}]} as unknown as DocumentNode<ConsoleCancelTileJobMutation, ConsoleCancelTileJobMutationVariables>;
export const ConsoleDeleteTileJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeleteTileJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"job"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTileCacheJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"job"},"value":{"kind":"Variable","name":{"kind":"Name","value":"job"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteTileJobMutation, ConsoleDeleteTileJobMutationVariables>;
export const ConsoleTileJobProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"consoleTileJobProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"job"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileCacheJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"job"},"value":{"kind":"Variable","name":{"kind":"Name","value":"job"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"tilesPerSecond"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"zooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}}]}},{"kind":"Field","name":{"kind":"Name","value":"job"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"consoleTileJob"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"consoleTileJob"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TileCacheJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"succeededTiles"}},{"kind":"Field","name":{"kind":"Name","value":"skippedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"bytesWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleTileJobProgressSubscription, ConsoleTileJobProgressSubscriptionVariables>;
export const ConsoleTileMatrixSetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleTileMatrixSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}}]}}]} as unknown as DocumentNode<ConsoleTileMatrixSetsQuery, ConsoleTileMatrixSetsQueryVariables>;
export const ConsolePutTileMatrixSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consolePutTileMatrixSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tileMatrixSet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"definition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putTileMatrixSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tileMatrixSet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tileMatrixSet"}}},{"kind":"Argument","name":{"kind":"Name","value":"definition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"definition"}}}]}]}}]} as unknown as DocumentNode<ConsolePutTileMatrixSetMutation, ConsolePutTileMatrixSetMutationVariables>;
export const ConsoleDeleteTileMatrixSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleDeleteTileMatrixSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tileMatrixSet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTileMatrixSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tileMatrixSet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tileMatrixSet"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ConsoleDeleteTileMatrixSetMutation, ConsoleDeleteTileMatrixSetMutationVariables>;
export const ConsoleExportWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleExportWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}}]}}]}}]} as unknown as DocumentNode<ConsoleExportWorkspaceQuery, ConsoleExportWorkspaceQueryVariables>;
export const ConsoleWorkspaceDocumentRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consoleWorkspaceDocumentRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wait"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceDocumentRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"wait"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wait"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"error"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConsoleWorkspaceDocumentRunQuery, ConsoleWorkspaceDocumentRunQueryVariables>;
export const ConsolePlanWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"consolePlanWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prune"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}},{"kind":"Argument","name":{"kind":"Name","value":"prune"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prune"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"digest"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmanaged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<ConsolePlanWorkspaceQuery, ConsolePlanWorkspaceQueryVariables>;
export const ConsoleApplyWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"consoleApplyWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prune"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revealKeys"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedPlan"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wait"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}},{"kind":"Argument","name":{"kind":"Name","value":"prune"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prune"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"revealKeys"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revealKeys"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedPlan"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedPlan"}}},{"kind":"Argument","name":{"kind":"Name","value":"wait"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wait"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runId"}}]}}]}}]} as unknown as DocumentNode<ConsoleApplyWorkspaceMutation, ConsoleApplyWorkspaceMutationVariables>;