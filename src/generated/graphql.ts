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

export type ApiKeyFieldsFragment = { keyPrefix: string, workspaceId: string | null, roleId: string, name: string, ownerName: string | null, ownerEmail: string | null, expiresAt: string | null, revoked: boolean, createdAt: string, id: string };

export type ApiKeysQueryVariables = Exact<{
  workspace: string;
}>;


export type ApiKeysQuery = { apiKeys: Array<{ keyPrefix: string, workspaceId: string | null, roleId: string, name: string, ownerName: string | null, ownerEmail: string | null, expiresAt: string | null, revoked: boolean, createdAt: string, id: string }> };

export type ApiKeyQueryVariables = Exact<{
  workspace: string;
  keyId: string | number;
}>;


export type ApiKeyQuery = { apiKey: { keyPrefix: string, workspaceId: string | null, roleId: string, name: string, ownerName: string | null, ownerEmail: string | null, expiresAt: string | null, revoked: boolean, createdAt: string, id: string } | null };

export type CreateApiKeyMutationVariables = Exact<{
  workspace: string;
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createAPIKey: { keyPrefix: string, workspaceId: string | null, roleId: string, name: string, ownerName: string | null, ownerEmail: string | null, expiresAt: string | null, revoked: boolean, createdAt: string, key: string | null, id: string } };

export type RevokeApiKeyMutationVariables = Exact<{
  workspace: string;
  keyId: string | number;
}>;


export type RevokeApiKeyMutation = { revokeAPIKey: boolean };

export type DeleteApiKeyMutationVariables = Exact<{
  workspace: string;
  keyId: string | number;
}>;


export type DeleteApiKeyMutation = { deleteAPIKey: boolean };

export type AuditEventsQueryVariables = Exact<{
  cursor?: string | null | undefined;
  limit?: number | null | undefined;
  principal?: string | null | undefined;
  operation?: string | null | undefined;
  action?: string | null | undefined;
  surface?: string | null | undefined;
  workspace?: string | null | undefined;
  status?: number | null | undefined;
  since?: string | null | undefined;
  until?: string | null | undefined;
}>;


export type AuditEventsQuery = { auditEvents: { nextCursor: string | null, events: Array<{ occurredAt: string, requestId: string, principal: string, credentialId: string | null, authMethod: AuthMethod, workspaceName: string | null, surface: Surface, operation: string, action: AuditAction, status: number, durationMs: number, id: string, workspace: string | null }> } };

export type RunAuditRetentionMutationVariables = Exact<{ [key: string]: never; }>;


export type RunAuditRetentionMutation = { runAuditRetention: number };

export type AuthMeFieldsFragment = { authenticated: boolean, principal: string, authMethod: string, superAdmin: boolean, consoleAccess: boolean, apiKeyId: string | null, displayName: string | null, email: string | null, globalRole: string | null, subject: string | null, sessionId: string | null, sessionExpiresAt: string | null, sessionIdleExpiresAt: string | null, workspaces: Array<{ id: string, name: string, role: string, consoleAccess: boolean }>, capabilities: { manageGlobalCache: boolean, manageGlobalRoles: boolean, manageRoles: boolean, manageSessions: boolean, manageTileMatrixSets: boolean, manageWorkspace: boolean, manageWorkspaces: boolean, readAudit: boolean, readCatalogIntegrity: boolean }, session: { expiresAt: string, idleExpiresAt: string } | null, presentedClaims: { iss: string | null, sub: string | null, email: string | null, claims: Record<string, unknown> } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { authenticated: boolean, principal: string, authMethod: string, superAdmin: boolean, consoleAccess: boolean, apiKeyId: string | null, displayName: string | null, email: string | null, globalRole: string | null, subject: string | null, sessionId: string | null, sessionExpiresAt: string | null, sessionIdleExpiresAt: string | null, workspaces: Array<{ id: string, name: string, role: string, consoleAccess: boolean }>, capabilities: { manageGlobalCache: boolean, manageGlobalRoles: boolean, manageRoles: boolean, manageSessions: boolean, manageTileMatrixSets: boolean, manageWorkspace: boolean, manageWorkspaces: boolean, readAudit: boolean, readCatalogIntegrity: boolean }, session: { expiresAt: string, idleExpiresAt: string } | null, presentedClaims: { iss: string | null, sub: string | null, email: string | null, claims: Record<string, unknown> } | null } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { authenticated: boolean, principal: string, authMethod: string, superAdmin: boolean, consoleAccess: boolean, apiKeyId: string | null, displayName: string | null, email: string | null, globalRole: string | null, subject: string | null, sessionId: string | null, sessionExpiresAt: string | null, sessionIdleExpiresAt: string | null, workspaces: Array<{ id: string, name: string, role: string, consoleAccess: boolean }>, capabilities: { manageGlobalCache: boolean, manageGlobalRoles: boolean, manageRoles: boolean, manageSessions: boolean, manageTileMatrixSets: boolean, manageWorkspace: boolean, manageWorkspaces: boolean, readAudit: boolean, readCatalogIntegrity: boolean }, session: { expiresAt: string, idleExpiresAt: string } | null, presentedClaims: { iss: string | null, sub: string | null, email: string | null, claims: Record<string, unknown> } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { authenticated: boolean, principal: string, authMethod: string, superAdmin: boolean, consoleAccess: boolean, apiKeyId: string | null, displayName: string | null, email: string | null, globalRole: string | null, subject: string | null, sessionId: string | null, sessionExpiresAt: string | null, sessionIdleExpiresAt: string | null, workspaces: Array<{ id: string, name: string, role: string, consoleAccess: boolean }>, capabilities: { manageGlobalCache: boolean, manageGlobalRoles: boolean, manageRoles: boolean, manageSessions: boolean, manageTileMatrixSets: boolean, manageWorkspace: boolean, manageWorkspaces: boolean, readAudit: boolean, readCatalogIntegrity: boolean }, session: { expiresAt: string, idleExpiresAt: string } | null, presentedClaims: { iss: string | null, sub: string | null, email: string | null, claims: Record<string, unknown> } | null } };

export type ListBrowserSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListBrowserSessionsQuery = { browserSessions: Array<{ subject: string, email: string | null, displayName: string | null, authMethod: string, globalRole: string | null, roles: Record<string, unknown>, remoteAddr: string, userAgent: string, createdAt: string, lastSeenAt: string, idleExpiresAt: string, expiresAt: string, revokedAt: string | null, consoleAccess: boolean, id: string }> };

export type RevokeBrowserSessionMutationVariables = Exact<{
  session: string | number;
}>;


export type RevokeBrowserSessionMutation = { revokeBrowserSession: boolean };

export type CacheStatFieldsFragment = { hits: number, misses: number, hitRate: number, entryCount: number, sizeBytes: number, maxSizeBytes: number, evictions: number, expired: number };

export type GetCacheStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCacheStatsQuery = { cacheStats: { enabled: boolean, caches: Record<string, unknown>, totalSizeBytes: number, totalMaxSizeBytes: number, identity: { hits: number, misses: number, hitRate: number, entryCount: number, sizeBytes: number, maxSizeBytes: number, evictions: number, expired: number }, jwks: { hits: number, misses: number, hitRate: number, entryCount: number, sizeBytes: number, maxSizeBytes: number, evictions: number, expired: number }, claimMappings: { hits: number, misses: number, hitRate: number, entryCount: number, sizeBytes: number, maxSizeBytes: number, evictions: number, expired: number }, styles: { hits: number, misses: number, hitRate: number, entryCount: number, sizeBytes: number, maxSizeBytes: number, evictions: number, expired: number }, settings: { hits: number, misses: number, hitRate: number, entryCount: number, sizeBytes: number, maxSizeBytes: number, evictions: number, expired: number }, tileMatrixSets: { hits: number, misses: number, hitRate: number, entryCount: number, sizeBytes: number, maxSizeBytes: number, evictions: number, expired: number }, process: { rssBytes: number, heapUsedBytes: number }, tiles: Array<{ workspaceId: string, workspaceName: string, hits: number, misses: number, hitRate: number, renders: number, bytesServed: number }> } };

export type ClearCacheMutationVariables = Exact<{
  cache?: string | null | undefined;
}>;


export type ClearCacheMutation = { clearCache: boolean };

export type ClaimMappingFieldsFragment = { workspaceId: string, claimName: string, claimValue: string, roleId: string, priority: number, createdAt: string, id: string };

export type ClaimMappingsQueryVariables = Exact<{
  workspace: string;
}>;


export type ClaimMappingsQuery = { claimMappings: Array<{ workspaceId: string, claimName: string, claimValue: string, roleId: string, priority: number, createdAt: string, id: string }> };

export type GetClaimMappingQueryVariables = Exact<{
  workspace: string;
  mappingId: string;
}>;


export type GetClaimMappingQuery = { claimMapping: { workspaceId: string, claimName: string, claimValue: string, roleId: string, priority: number, createdAt: string, id: string } | null };

export type CreateClaimMappingMutationVariables = Exact<{
  workspace: string;
  input: CreateClaimMappingInput;
}>;


export type CreateClaimMappingMutation = { createClaimMapping: { workspaceId: string, claimName: string, claimValue: string, roleId: string, priority: number, createdAt: string, id: string } };

export type DeleteClaimMappingMutationVariables = Exact<{
  workspace: string;
  mappingId: string;
}>;


export type DeleteClaimMappingMutation = { deleteClaimMapping: boolean };

export type GlobalClaimMappingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GlobalClaimMappingsQuery = { globalClaimMappings: Array<{ workspaceId: string, claimName: string, claimValue: string, roleId: string, priority: number, createdAt: string, id: string }> };

export type CreateGlobalClaimMappingMutationVariables = Exact<{
  input: CreateClaimMappingInput;
}>;


export type CreateGlobalClaimMappingMutation = { createGlobalClaimMapping: { workspaceId: string, claimName: string, claimValue: string, roleId: string, priority: number, createdAt: string, id: string } };

export type DeleteGlobalClaimMappingMutationVariables = Exact<{
  mappingId: string;
}>;


export type DeleteGlobalClaimMappingMutation = { deleteGlobalClaimMapping: boolean };

export type WorkspaceDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspaceDashboardQuery = { workspacesConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, name: string, services: { totalCount: number, nodes: Array<{ id: string, name: string, type: ServiceType, enabled: boolean, layers: { nodes: Array<{ id: string, name: string, title: string | null, defaultStyle: { id: string, name: string, format: StyleFormat } | null }> } }> }, layerGroups: { nodes: Array<{ id: string, publicId: string, enabled: boolean, members: Array<{ opacity: number, resource:
              | { __typename: 'Layer', id: string, name: string }
              | { __typename: 'LayerGroup', id: string, publicId: string }
             | null, style: { id: string, name: string } | null }> }> }, tileCacheJobs: { nodes: Array<{ id: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, zoomProgress: Array<{ zoom: number, totalTiles: number, processedTiles: number }> }> }, apiKeys: { nodes: Array<{ id: string, name: string, keyPrefix: string, revoked: boolean, role: { id: string, name: string } | null }> } }> } };

export type IntegrityReportFieldsFragment = { healthy: boolean, repaired: number | null, issues: Array<{ store: string, kind: string, id: string, name: string | null, workspaceId: string | null, reason: string }> };

export type CatalogIntegrityQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogIntegrityQuery = { catalogIntegrity: { healthy: boolean, repaired: number | null, issues: Array<{ store: string, kind: string, id: string, name: string | null, workspaceId: string | null, reason: string }> } };

export type RepairCatalogIntegrityMutationVariables = Exact<{
  confirm?: boolean | null | undefined;
}>;


export type RepairCatalogIntegrityMutation = { repairCatalogIntegrity: { healthy: boolean, repaired: number | null, issues: Array<{ store: string, kind: string, id: string, name: string | null, workspaceId: string | null, reason: string }> } };

export type LayerGroupFieldsFragment = { workspaceId: string, publicId: string, title: string | null, description: string | null, enabled: boolean, public: boolean, createdAt: string, updatedAt: string, version: number, id: string, defaultStyle: string | null, members: Array<{ opacity: number, composite: string | null, resource: string, style: string | null }> };

export type ListLayerGroupsQueryVariables = Exact<{
  workspace: string;
}>;


export type ListLayerGroupsQuery = { layerGroups: Array<{ workspaceId: string, publicId: string, title: string | null, description: string | null, enabled: boolean, public: boolean, createdAt: string, updatedAt: string, version: number, id: string, defaultStyle: string | null, members: Array<{ opacity: number, composite: string | null, resource: string, style: string | null }> }> };

export type LayerGroupQueryVariables = Exact<{
  workspace: string;
  group: string;
}>;


export type LayerGroupQuery = { layerGroup: { workspaceId: string, publicId: string, title: string | null, description: string | null, enabled: boolean, public: boolean, createdAt: string, updatedAt: string, version: number, id: string, defaultStyle: string | null, members: Array<{ opacity: number, composite: string | null, resource: string, style: string | null }> } | null };

export type CreateLayerGroupMutationVariables = Exact<{
  workspace: string;
  input: CreateLayerGroupInput;
}>;


export type CreateLayerGroupMutation = { createLayerGroup: { workspaceId: string, publicId: string, title: string | null, description: string | null, enabled: boolean, public: boolean, createdAt: string, updatedAt: string, version: number, id: string, defaultStyle: string | null, members: Array<{ opacity: number, composite: string | null, resource: string, style: string | null }> } };

export type UpdateLayerGroupMutationVariables = Exact<{
  workspace: string;
  group: string;
  input: UpdateLayerGroupInput;
}>;


export type UpdateLayerGroupMutation = { updateLayerGroup: { workspaceId: string, publicId: string, title: string | null, description: string | null, enabled: boolean, public: boolean, createdAt: string, updatedAt: string, version: number, id: string, defaultStyle: string | null, members: Array<{ opacity: number, composite: string | null, resource: string, style: string | null }> } };

export type DeleteLayerGroupMutationVariables = Exact<{
  workspace: string;
  group: string;
  expectedVersion?: number | null | undefined;
}>;


export type DeleteLayerGroupMutation = { deleteLayerGroup: boolean };

export type LayerFieldsFragment = { workspaceId: string, serviceId: string, name: string, table: string | null, title: string | null, geometryColumn: string | null, geometryType: string | null, srid: number | null, idColumn: string | null, bounds: Array<number> | null, createdAt: string, updatedAt: string, version: number, id: string, defaultStyle: string | null };

export type LayersQueryVariables = Exact<{
  workspace: string;
  service: string;
}>;


export type LayersQuery = { layers: Array<{ workspaceId: string, serviceId: string, name: string, table: string | null, title: string | null, geometryColumn: string | null, geometryType: string | null, srid: number | null, idColumn: string | null, bounds: Array<number> | null, createdAt: string, updatedAt: string, version: number, id: string, defaultStyle: string | null }> };

export type LayerQueryVariables = Exact<{
  workspace: string;
  service: string;
  layer: string;
}>;


export type LayerQuery = { layer: { workspaceId: string, serviceId: string, name: string, table: string | null, title: string | null, geometryColumn: string | null, geometryType: string | null, srid: number | null, idColumn: string | null, bounds: Array<number> | null, createdAt: string, updatedAt: string, version: number, id: string, defaultStyle: string | null } | null };

export type CreateLayerMutationVariables = Exact<{
  workspace: string;
  service: string;
  input: CreateLayerInput;
}>;


export type CreateLayerMutation = { createLayer: { workspaceId: string, serviceId: string, name: string, table: string | null, title: string | null, geometryColumn: string | null, geometryType: string | null, srid: number | null, idColumn: string | null, bounds: Array<number> | null, createdAt: string, updatedAt: string, version: number, id: string, defaultStyle: string | null } };

export type UpdateLayerMutationVariables = Exact<{
  workspace: string;
  service: string;
  layer: string;
  input: UpdateLayerInput;
}>;


export type UpdateLayerMutation = { updateLayer: { workspaceId: string, serviceId: string, name: string, table: string | null, title: string | null, geometryColumn: string | null, geometryType: string | null, srid: number | null, idColumn: string | null, bounds: Array<number> | null, createdAt: string, updatedAt: string, version: number, id: string, defaultStyle: string | null } };

export type DeleteLayerMutationVariables = Exact<{
  workspace: string;
  service: string;
  layer: string;
  expectedVersion?: number | null | undefined;
}>;


export type DeleteLayerMutation = { deleteLayer: boolean };

export type OgcTilesSettingsFieldsFragment = { enabled: boolean, public: boolean, title: string | null, abstract: string | null, versions: Array<string>, version: number, settings: { tileMatrixSets: Array<string>, cacheEnabled: boolean, maxFeatures: number, maxVertices: number, maxTileBytes: number, persistentCacheQuotaBytes: number, datasetMapLayerGroupId: string, vectorTiles: { enabled: boolean, formats: Array<string> }, mapTiles: { enabled: boolean, formats: Array<string> } } };

export type OgcapiSettingsFieldsFragment = { enabled: boolean, public: boolean, title: string | null, abstract: string | null, limitDefault: number, limitMax: number, maxOffset: number, version: number };

export type GetOgcTilesApiSettingsQueryVariables = Exact<{
  workspace: string;
}>;


export type GetOgcTilesApiSettingsQuery = { ogcTilesSettings: { enabled: boolean, public: boolean, title: string | null, abstract: string | null, versions: Array<string>, version: number, settings: { tileMatrixSets: Array<string>, cacheEnabled: boolean, maxFeatures: number, maxVertices: number, maxTileBytes: number, persistentCacheQuotaBytes: number, datasetMapLayerGroupId: string, vectorTiles: { enabled: boolean, formats: Array<string> }, mapTiles: { enabled: boolean, formats: Array<string> } } } };

export type UpdateOgcTilesApiSettingsMutationVariables = Exact<{
  workspace: string;
  input: UpdateOgcTilesSettingsInput;
}>;


export type UpdateOgcTilesApiSettingsMutation = { updateOgcTilesSettings: { enabled: boolean, public: boolean, title: string | null, abstract: string | null, versions: Array<string>, version: number, settings: { tileMatrixSets: Array<string>, cacheEnabled: boolean, maxFeatures: number, maxVertices: number, maxTileBytes: number, persistentCacheQuotaBytes: number, datasetMapLayerGroupId: string, vectorTiles: { enabled: boolean, formats: Array<string> }, mapTiles: { enabled: boolean, formats: Array<string> } } } };

export type GetOgcapiSettingsQueryVariables = Exact<{
  workspace: string;
}>;


export type GetOgcapiSettingsQuery = { ogcApiSettings: { enabled: boolean, public: boolean, title: string | null, abstract: string | null, limitDefault: number, limitMax: number, maxOffset: number, version: number } };

export type UpdateOgcApiSettingsMutationVariables = Exact<{
  workspace: string;
  input: UpdateOgcapiSettingsInput;
}>;


export type UpdateOgcApiSettingsMutation = { updateOgcApiSettings: { enabled: boolean, public: boolean, title: string | null, abstract: string | null, limitDefault: number, limitMax: number, maxOffset: number, version: number } };

export type ListWorkspaceTileMatrixSetsQueryVariables = Exact<{
  workspace: string;
}>;


export type ListWorkspaceTileMatrixSetsQuery = { workspaceTileMatrixSets: { tileMatrixSets: Array<Record<string, unknown>> } };

export type RoleFieldsFragment = { name: string, description: string | null, builtin: boolean, createdAt: string, id: string };

export type RolesQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesQuery = { roles: Array<{ name: string, description: string | null, builtin: boolean, createdAt: string, id: string }> };

export type RoleQueryVariables = Exact<{
  role: string;
}>;


export type RoleQuery = { role: { name: string, description: string | null, builtin: boolean, createdAt: string, id: string } | null };

export type CreateRoleMutationVariables = Exact<{
  input: CreateRoleInput;
}>;


export type CreateRoleMutation = { createRole: { name: string, description: string | null, builtin: boolean, createdAt: string, id: string } };

export type DeleteRoleMutationVariables = Exact<{
  role: string;
}>;


export type DeleteRoleMutation = { deleteRole: boolean };

export type ServiceFieldsFragment = { workspaceId: string, name: string, type: ServiceType, connectionInfo: Record<string, unknown>, enabled: boolean, createdAt: string, updatedAt: string, version: number, id: string };

export type ConnectionTestFieldsFragment = { ok: boolean, durationMs: number, message: string | null, details: Record<string, unknown> | null };

export type ServicesQueryVariables = Exact<{
  workspace: string;
}>;


export type ServicesQuery = { services: Array<{ workspaceId: string, name: string, type: ServiceType, connectionInfo: Record<string, unknown>, enabled: boolean, createdAt: string, updatedAt: string, version: number, id: string }> };

export type ServiceQueryVariables = Exact<{
  workspace: string;
  service: string;
}>;


export type ServiceQuery = { service: { workspaceId: string, name: string, type: ServiceType, connectionInfo: Record<string, unknown>, enabled: boolean, createdAt: string, updatedAt: string, version: number, id: string } | null };

export type ServiceTableFieldsFragment = { name: string, schema: string, table: string, kind: string, geometryColumn: string, geometryType: string, srid: number, geography: boolean, estimatedRows: number | null, extent: Array<number> | null, idColumn: string | null, layers: Array<string>, columns: Array<{ name: string, type: string }> };

export type ServiceTablesQueryVariables = Exact<{
  workspace: string;
  service: string;
}>;


export type ServiceTablesQuery = { serviceTables: Array<{ name: string, schema: string, table: string, kind: string, geometryColumn: string, geometryType: string, srid: number, geography: boolean, estimatedRows: number | null, extent: Array<number> | null, idColumn: string | null, layers: Array<string>, columns: Array<{ name: string, type: string }> }> };

export type CreateServiceMutationVariables = Exact<{
  workspace: string;
  input: CreateServiceInput;
}>;


export type CreateServiceMutation = { createService: { workspaceId: string, name: string, type: ServiceType, connectionInfo: Record<string, unknown>, enabled: boolean, createdAt: string, updatedAt: string, version: number, id: string } };

export type UpdateServiceMutationVariables = Exact<{
  workspace: string;
  service: string;
  input: UpdateServiceInput;
}>;


export type UpdateServiceMutation = { updateService: { workspaceId: string, name: string, type: ServiceType, connectionInfo: Record<string, unknown>, enabled: boolean, createdAt: string, updatedAt: string, version: number, id: string } };

export type DeleteServiceMutationVariables = Exact<{
  workspace: string;
  service: string;
  expectedVersion?: number | null | undefined;
}>;


export type DeleteServiceMutation = { deleteService: boolean };

export type TestExistingServiceConnectionMutationVariables = Exact<{
  workspace: string;
  service: string;
  input: ServiceConnectionInput;
}>;


export type TestExistingServiceConnectionMutation = { testExistingServiceConnection: { ok: boolean, durationMs: number, message: string | null, details: Record<string, unknown> | null } };

export type TestNewServiceConnectionMutationVariables = Exact<{
  workspace: string;
  input: ServiceConnectionInput;
}>;


export type TestNewServiceConnectionMutation = { testNewServiceConnection: { ok: boolean, durationMs: number, message: string | null, details: Record<string, unknown> | null } };

export type StyleFieldsFragment = { workspaceId: string, name: string, title: string | null, description: string | null, format: StyleFormat, valid: boolean, createdAt: string, updatedAt: string, version: number, id: string };

export type StyleWithBodyFieldsFragment = { workspaceId: string, name: string, title: string | null, description: string | null, format: StyleFormat, valid: boolean, createdAt: string, updatedAt: string, body: string, sldBody: string | null, version: number, id: string };

export type StylesQueryVariables = Exact<{
  workspace: string;
}>;


export type StylesQuery = { styles: Array<{ workspaceId: string, name: string, title: string | null, description: string | null, format: StyleFormat, valid: boolean, createdAt: string, updatedAt: string, version: number, id: string }> };

export type StyleQueryVariables = Exact<{
  workspace: string;
  style: string;
}>;


export type StyleQuery = { style: { workspaceId: string, name: string, title: string | null, description: string | null, format: StyleFormat, valid: boolean, createdAt: string, updatedAt: string, body: string, sldBody: string | null, version: number, id: string } | null };

export type CreateStyleMutationVariables = Exact<{
  workspace: string;
  input: CreateStyleInput;
}>;


export type CreateStyleMutation = { createStyle: { workspaceId: string, name: string, title: string | null, description: string | null, format: StyleFormat, valid: boolean, createdAt: string, updatedAt: string, body: string, sldBody: string | null, version: number, id: string } };

export type UpdateStyleMutationVariables = Exact<{
  workspace: string;
  style: string;
  input: UpdateStyleInput;
}>;


export type UpdateStyleMutation = { updateStyle: { workspaceId: string, name: string, title: string | null, description: string | null, format: StyleFormat, valid: boolean, createdAt: string, updatedAt: string, body: string, sldBody: string | null, version: number, id: string } };

export type DeleteStyleMutationVariables = Exact<{
  workspace: string;
  style: string;
  expectedVersion?: number | null | undefined;
}>;


export type DeleteStyleMutation = { deleteStyle: boolean };

export type ValidateStyleQueryVariables = Exact<{
  workspace: string;
  input: ValidateStyleInput;
}>;


export type ValidateStyleQuery = { validateStyle: { valid: boolean, diagnostics: Array<{ line: number | null, column: number | null, message: string }> } };

export type TileCacheJobFieldsFragment = { workspaceId: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, succeededTiles: number, skippedTiles: number, failedTiles: number, bytesWritten: number, bytesDeleted: number, cancelRequested: boolean, errorMessage: string | null, createdBy: string | null, createdAt: string, updatedAt: string, startedAt: string | null, completedAt: string | null, id: string, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileType: TileType, tileMatrixSet: string, format: string, style: string | null, minZoom: number, maxZoom: number, defaults: Array<string>, bounds: { bbox: Array<number>, crs: string } } };

export type TileCacheJobsQueryVariables = Exact<{
  workspace: string;
}>;


export type TileCacheJobsQuery = { tileCacheJobs: Array<{ workspaceId: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, succeededTiles: number, skippedTiles: number, failedTiles: number, bytesWritten: number, bytesDeleted: number, cancelRequested: boolean, errorMessage: string | null, createdBy: string | null, createdAt: string, updatedAt: string, startedAt: string | null, completedAt: string | null, id: string, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileType: TileType, tileMatrixSet: string, format: string, style: string | null, minZoom: number, maxZoom: number, defaults: Array<string>, bounds: { bbox: Array<number>, crs: string } } }> };

export type GetTileCacheJobQueryVariables = Exact<{
  workspace: string;
  job: string;
}>;


export type GetTileCacheJobQuery = { tileCacheJob: { workspaceId: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, succeededTiles: number, skippedTiles: number, failedTiles: number, bytesWritten: number, bytesDeleted: number, cancelRequested: boolean, errorMessage: string | null, createdBy: string | null, createdAt: string, updatedAt: string, startedAt: string | null, completedAt: string | null, id: string, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileType: TileType, tileMatrixSet: string, format: string, style: string | null, minZoom: number, maxZoom: number, defaults: Array<string>, bounds: { bbox: Array<number>, crs: string } } } | null };

export type TileCacheJobProgressQueryVariables = Exact<{
  workspace: string;
  job: string;
}>;


export type TileCacheJobProgressQuery = { tileCacheJobProgress: { jobId: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, tilesPerSecond: number, etaSeconds: number | null, zooms: Array<{ zoom: number, totalTiles: number, processedTiles: number, succeededTiles: number, skippedTiles: number, failedTiles: number, bytesWritten: number, bytesDeleted: number }> } | null };

export type CreateTileCacheJobMutationVariables = Exact<{
  workspace: string;
  input: CreateTileCacheJobInput;
}>;


export type CreateTileCacheJobMutation = { createTileCacheJob:
    | { workspaceId: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, succeededTiles: number, skippedTiles: number, failedTiles: number, bytesWritten: number, bytesDeleted: number, cancelRequested: boolean, errorMessage: string | null, createdBy: string | null, createdAt: string, updatedAt: string, startedAt: string | null, completedAt: string | null, id: string, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileType: TileType, tileMatrixSet: string, format: string, style: string | null, minZoom: number, maxZoom: number, defaults: Array<string>, bounds: { bbox: Array<number>, crs: string } } }
    | Record<PropertyKey, never>
   };

export type CancelTileCacheJobMutationVariables = Exact<{
  workspace: string;
  job: string;
}>;


export type CancelTileCacheJobMutation = { cancelTileCacheJob: { workspaceId: string, status: TileCacheJobStatus, totalTiles: number, processedTiles: number, succeededTiles: number, skippedTiles: number, failedTiles: number, bytesWritten: number, bytesDeleted: number, cancelRequested: boolean, errorMessage: string | null, createdBy: string | null, createdAt: string, updatedAt: string, startedAt: string | null, completedAt: string | null, id: string, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileType: TileType, tileMatrixSet: string, format: string, style: string | null, minZoom: number, maxZoom: number, defaults: Array<string>, bounds: { bbox: Array<number>, crs: string } } } };

export type DeleteTileCacheJobMutationVariables = Exact<{
  workspace: string;
  job: string;
}>;


export type DeleteTileCacheJobMutation = { deleteTileCacheJob: boolean };

export type TileCacheJobPlanQueryVariables = Exact<{
  workspace: string;
  input: CreateTileCacheJobInput;
}>;


export type TileCacheJobPlanQuery = { tileCacheJobPlan: { resources: Array<string>, totalTiles: number, estimatedBytes: number, estimatedTileBytes: number, estimateBasis: string, request: { operation: TileCacheOperation, resource: string | null, allResources: boolean, tileType: TileType, tileMatrixSet: string, format: string, style: string | null, minZoom: number, maxZoom: number, defaults: Array<string>, bounds: { bbox: Array<number>, crs: string } }, zooms: Array<{ zoom: number, tiles: number }> } };

export type TileMatrixSetDefinitionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TileMatrixSetDefinitionsQuery = { tileMatrixSetDefinitions: { tileMatrixSets: Array<Record<string, unknown>> } };

export type TileMatrixSetQueryVariables = Exact<{
  tileMatrixSet: string;
}>;


export type TileMatrixSetQuery = { tileMatrixSet: { version: number, definition: Record<string, unknown> } | null };

export type PutTileMatrixSetMutationVariables = Exact<{
  tileMatrixSet: string;
  definition: Record<string, unknown>;
  expectedVersion?: number | null | undefined;
}>;


export type PutTileMatrixSetMutation = { putTileMatrixSet: Record<string, unknown> };

export type DeleteTileMatrixSetMutationVariables = Exact<{
  tileMatrixSet: string;
  expectedVersion?: number | null | undefined;
}>;


export type DeleteTileMatrixSetMutation = { deleteTileMatrixSet: boolean };

export type WorkspacePlanFieldsFragment = { version: number, text: string, changes: Array<{ action: string, kind: string, name: string, fields: Array<{ field: string, from: unknown, to: unknown }> | null }>, unmanaged: Array<{ kind: string, name: string }> };

export type ExportWorkspaceQueryVariables = Exact<{
  workspace: string;
}>;


export type ExportWorkspaceQuery = { exportWorkspace: { document: Record<string, unknown>, version: number } };

export type PlanWorkspaceQueryVariables = Exact<{
  workspace: string;
  document: Record<string, unknown>;
  prune?: boolean | null | undefined;
}>;


export type PlanWorkspaceQuery = { planWorkspace: { version: number, text: string, changes: Array<{ action: string, kind: string, name: string, fields: Array<{ field: string, from: unknown, to: unknown }> | null }>, unmanaged: Array<{ kind: string, name: string }> } };

export type ApplyWorkspaceMutationVariables = Exact<{
  workspace: string;
  document: Record<string, unknown>;
  prune?: boolean | null | undefined;
  expectedVersion?: number | null | undefined;
}>;


export type ApplyWorkspaceMutation = { applyWorkspace: { version: number, text: string, changes: Array<{ action: string, kind: string, name: string, fields: Array<{ field: string, from: unknown, to: unknown }> | null }>, unmanaged: Array<{ kind: string, name: string }> } };

export type WorkspaceFieldsFragment = { name: string, description: string | null, createdAt: string, updatedAt: string, version: number, id: string };

export type WorkspacesQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkspacesQuery = { workspaces: Array<{ name: string, description: string | null, createdAt: string, updatedAt: string, version: number, id: string }> };

export type WorkspaceQueryVariables = Exact<{
  workspace: string;
}>;


export type WorkspaceQuery = { workspace: { name: string, description: string | null, createdAt: string, updatedAt: string, version: number, id: string } | null };

export type CreateWorkspaceMutationVariables = Exact<{
  input: CreateWorkspaceInput;
}>;


export type CreateWorkspaceMutation = { createWorkspace: { name: string, description: string | null, createdAt: string, updatedAt: string, version: number, id: string } };

export type UpdateWorkspaceMutationVariables = Exact<{
  workspace: string;
  input: UpdateWorkspaceInput;
}>;


export type UpdateWorkspaceMutation = { updateWorkspace: { name: string, description: string | null, createdAt: string, updatedAt: string, version: number, id: string } };

export type DeleteWorkspaceMutationVariables = Exact<{
  workspace: string;
  expectedVersion?: number | null | undefined;
}>;


export type DeleteWorkspaceMutation = { deleteWorkspace: boolean };

export const ApiKeyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"APIKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"APIKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApiKeyFieldsFragment, unknown>;
export const AuthMeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticated"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"superAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"consoleAccess"}},{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"consoleAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageGlobalCache"}},{"kind":"Field","name":{"kind":"Name","value":"manageGlobalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageSessions"}},{"kind":"Field","name":{"kind":"Name","value":"manageTileMatrixSets"}},{"kind":"Field","name":{"kind":"Name","value":"manageWorkspace"}},{"kind":"Field","name":{"kind":"Name","value":"manageWorkspaces"}},{"kind":"Field","name":{"kind":"Name","value":"readAudit"}},{"kind":"Field","name":{"kind":"Name","value":"readCatalogIntegrity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionIdleExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleExpiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"presentedClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iss"}},{"kind":"Field","name":{"kind":"Name","value":"sub"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}}]}}]}}]} as unknown as DocumentNode<AuthMeFieldsFragment, unknown>;
export const CacheStatFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CacheStatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CacheStat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hits"}},{"kind":"Field","name":{"kind":"Name","value":"misses"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxSizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"evictions"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]} as unknown as DocumentNode<CacheStatFieldsFragment, unknown>;
export const ClaimMappingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClaimMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"claimName"}},{"kind":"Field","name":{"kind":"Name","value":"claimValue"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClaimMappingFieldsFragment, unknown>;
export const IntegrityReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrityReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IntegrityReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthy"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repaired"}}]}}]} as unknown as DocumentNode<IntegrityReportFieldsFragment, unknown>;
export const LayerGroupFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LayerGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LayerGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resource"},"name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","alias":{"kind":"Name","value":"style"},"name":{"kind":"Name","value":"styleName"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}},{"kind":"Field","name":{"kind":"Name","value":"composite"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<LayerGroupFieldsFragment, unknown>;
export const LayerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"geometryColumn"}},{"kind":"Field","name":{"kind":"Name","value":"geometryType"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"idColumn"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<LayerFieldsFragment, unknown>;
export const OgcTilesSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OGCTilesSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCTilesSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"versions"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"}},{"kind":"Field","name":{"kind":"Name","value":"vectorTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mapTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cacheEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"maxVertices"}},{"kind":"Field","name":{"kind":"Name","value":"maxTileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"persistentCacheQuotaBytes"}},{"kind":"Field","name":{"kind":"Name","value":"datasetMapLayerGroupId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<OgcTilesSettingsFieldsFragment, unknown>;
export const OgcapiSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OGCAPISettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCAPISettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"limitDefault"}},{"kind":"Field","name":{"kind":"Name","value":"limitMax"}},{"kind":"Field","name":{"kind":"Name","value":"maxOffset"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<OgcapiSettingsFieldsFragment, unknown>;
export const RoleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RoleFieldsFragment, unknown>;
export const ServiceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"connectionInfo"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ServiceFieldsFragment, unknown>;
export const ConnectionTestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionTest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<ConnectionTestFieldsFragment, unknown>;
export const ServiceTableFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"geometryColumn"}},{"kind":"Field","name":{"kind":"Name","value":"geometryType"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"geography"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRows"}},{"kind":"Field","name":{"kind":"Name","value":"extent"}},{"kind":"Field","name":{"kind":"Name","value":"idColumn"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layers"}}]}}]} as unknown as DocumentNode<ServiceTableFieldsFragment, unknown>;
export const StyleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StyleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Style"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<StyleFieldsFragment, unknown>;
export const StyleWithBodyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StyleWithBodyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StyleWithBody"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"sldBody"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<StyleWithBodyFieldsFragment, unknown>;
export const TileCacheJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TileCacheJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TileCacheJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileType"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"succeededTiles"}},{"kind":"Field","name":{"kind":"Name","value":"skippedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"bytesWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<TileCacheJobFieldsFragment, unknown>;
export const WorkspacePlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspacePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspacePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmanaged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<WorkspacePlanFieldsFragment, unknown>;
export const WorkspaceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<WorkspaceFieldsFragment, unknown>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"apiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"APIKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"APIKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"APIKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const ApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"apiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"APIKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"APIKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"APIKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ApiKeyQuery, ApiKeyQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createAPIKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAPIKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAPIKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"ownerName"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"revokeAPIKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAPIKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyId"}}}]}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const DeleteApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteAPIKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAPIKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"keyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyId"}}}]}]}}]} as unknown as DocumentNode<DeleteApiKeyMutation, DeleteApiKeyMutationVariables>;
export const AuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"auditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"principal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"action"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"surface"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"until"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cursor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cursor"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"principal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"principal"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"operation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operation"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"action"},"value":{"kind":"Variable","name":{"kind":"Name","value":"action"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"surface"},"value":{"kind":"Variable","name":{"kind":"Name","value":"surface"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"since"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"until"},"value":{"kind":"Variable","name":{"kind":"Name","value":"until"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"credentialId"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","alias":{"kind":"Name","value":"workspace"},"name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceName"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<AuditEventsQuery, AuditEventsQueryVariables>;
export const RunAuditRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"runAuditRetention"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runAuditRetention"}}]}}]} as unknown as DocumentNode<RunAuditRetentionMutation, RunAuditRetentionMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthMeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticated"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"superAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"consoleAccess"}},{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"consoleAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageGlobalCache"}},{"kind":"Field","name":{"kind":"Name","value":"manageGlobalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageSessions"}},{"kind":"Field","name":{"kind":"Name","value":"manageTileMatrixSets"}},{"kind":"Field","name":{"kind":"Name","value":"manageWorkspace"}},{"kind":"Field","name":{"kind":"Name","value":"manageWorkspaces"}},{"kind":"Field","name":{"kind":"Name","value":"readAudit"}},{"kind":"Field","name":{"kind":"Name","value":"readCatalogIntegrity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionIdleExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleExpiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"presentedClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iss"}},{"kind":"Field","name":{"kind":"Name","value":"sub"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthMeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticated"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"superAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"consoleAccess"}},{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"consoleAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageGlobalCache"}},{"kind":"Field","name":{"kind":"Name","value":"manageGlobalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageSessions"}},{"kind":"Field","name":{"kind":"Name","value":"manageTileMatrixSets"}},{"kind":"Field","name":{"kind":"Name","value":"manageWorkspace"}},{"kind":"Field","name":{"kind":"Name","value":"manageWorkspaces"}},{"kind":"Field","name":{"kind":"Name","value":"readAudit"}},{"kind":"Field","name":{"kind":"Name","value":"readCatalogIntegrity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionIdleExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleExpiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"presentedClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iss"}},{"kind":"Field","name":{"kind":"Name","value":"sub"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthMeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthMeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthMe"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticated"}},{"kind":"Field","name":{"kind":"Name","value":"principal"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"superAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"consoleAccess"}},{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"consoleAccess"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capabilities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageGlobalCache"}},{"kind":"Field","name":{"kind":"Name","value":"manageGlobalRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageRoles"}},{"kind":"Field","name":{"kind":"Name","value":"manageSessions"}},{"kind":"Field","name":{"kind":"Name","value":"manageTileMatrixSets"}},{"kind":"Field","name":{"kind":"Name","value":"manageWorkspace"}},{"kind":"Field","name":{"kind":"Name","value":"manageWorkspaces"}},{"kind":"Field","name":{"kind":"Name","value":"readAudit"}},{"kind":"Field","name":{"kind":"Name","value":"readCatalogIntegrity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionIdleExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleExpiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"presentedClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"iss"}},{"kind":"Field","name":{"kind":"Name","value":"sub"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"claims"}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const ListBrowserSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"listBrowserSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"browserSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"authMethod"}},{"kind":"Field","name":{"kind":"Name","value":"globalRole"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"remoteAddr"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"idleExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"consoleAccess"}}]}}]}}]} as unknown as DocumentNode<ListBrowserSessionsQuery, ListBrowserSessionsQueryVariables>;
export const RevokeBrowserSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"revokeBrowserSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"session"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeBrowserSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"session"},"value":{"kind":"Variable","name":{"kind":"Name","value":"session"}}}]}]}}]} as unknown as DocumentNode<RevokeBrowserSessionMutation, RevokeBrowserSessionMutationVariables>;
export const GetCacheStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCacheStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cacheStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CacheStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jwks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CacheStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claimMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CacheStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"styles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CacheStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CacheStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CacheStatFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caches"}},{"kind":"Field","name":{"kind":"Name","value":"totalSizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"totalMaxSizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"process"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rssBytes"}},{"kind":"Field","name":{"kind":"Name","value":"heapUsedBytes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceName"}},{"kind":"Field","name":{"kind":"Name","value":"hits"}},{"kind":"Field","name":{"kind":"Name","value":"misses"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"renders"}},{"kind":"Field","name":{"kind":"Name","value":"bytesServed"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CacheStatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CacheStat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hits"}},{"kind":"Field","name":{"kind":"Name","value":"misses"}},{"kind":"Field","name":{"kind":"Name","value":"hitRate"}},{"kind":"Field","name":{"kind":"Name","value":"entryCount"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxSizeBytes"}},{"kind":"Field","name":{"kind":"Name","value":"evictions"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}}]}}]} as unknown as DocumentNode<GetCacheStatsQuery, GetCacheStatsQueryVariables>;
export const ClearCacheDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"clearCache"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cache"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearCache"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cache"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cache"}}}]}]}}]} as unknown as DocumentNode<ClearCacheMutation, ClearCacheMutationVariables>;
export const ClaimMappingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"claimMappings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimMappings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClaimMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClaimMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"claimName"}},{"kind":"Field","name":{"kind":"Name","value":"claimValue"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ClaimMappingsQuery, ClaimMappingsQueryVariables>;
export const GetClaimMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getClaimMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mappingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"mappingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mappingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClaimMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClaimMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"claimName"}},{"kind":"Field","name":{"kind":"Name","value":"claimValue"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GetClaimMappingQuery, GetClaimMappingQueryVariables>;
export const CreateClaimMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createClaimMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClaimMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClaimMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClaimMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClaimMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"claimName"}},{"kind":"Field","name":{"kind":"Name","value":"claimValue"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateClaimMappingMutation, CreateClaimMappingMutationVariables>;
export const DeleteClaimMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteClaimMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mappingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClaimMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"mappingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mappingId"}}}]}]}}]} as unknown as DocumentNode<DeleteClaimMappingMutation, DeleteClaimMappingMutationVariables>;
export const GlobalClaimMappingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"globalClaimMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalClaimMappings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClaimMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClaimMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"claimName"}},{"kind":"Field","name":{"kind":"Name","value":"claimValue"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GlobalClaimMappingsQuery, GlobalClaimMappingsQueryVariables>;
export const CreateGlobalClaimMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createGlobalClaimMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClaimMappingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGlobalClaimMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClaimMappingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClaimMappingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClaimMapping"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"claimName"}},{"kind":"Field","name":{"kind":"Name","value":"claimValue"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateGlobalClaimMappingMutation, CreateGlobalClaimMappingMutationVariables>;
export const DeleteGlobalClaimMappingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteGlobalClaimMapping"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mappingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGlobalClaimMapping"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mappingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mappingId"}}}]}]}}]} as unknown as DocumentNode<DeleteGlobalClaimMappingMutation, DeleteGlobalClaimMappingMutationVariables>;
export const WorkspaceDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"workspaceDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspacesConnection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"layers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"defaultStyle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"format"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"layerGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opacity"}},{"kind":"Field","name":{"kind":"Name","value":"resource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LayerGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"style"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tileCacheJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"QUEUED"},{"kind":"EnumValue","value":"RUNNING"}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"zoomProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"keyPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WorkspaceDashboardQuery, WorkspaceDashboardQueryVariables>;
export const CatalogIntegrityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"catalogIntegrity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogIntegrity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntegrityReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrityReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IntegrityReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthy"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repaired"}}]}}]} as unknown as DocumentNode<CatalogIntegrityQuery, CatalogIntegrityQueryVariables>;
export const RepairCatalogIntegrityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"repairCatalogIntegrity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repairCatalogIntegrity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"confirm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IntegrityReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IntegrityReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IntegrityReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"healthy"}},{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"repaired"}}]}}]} as unknown as DocumentNode<RepairCatalogIntegrityMutation, RepairCatalogIntegrityMutationVariables>;
export const ListLayerGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"listLayerGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layerGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LayerGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LayerGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LayerGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resource"},"name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","alias":{"kind":"Name","value":"style"},"name":{"kind":"Name","value":"styleName"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}},{"kind":"Field","name":{"kind":"Name","value":"composite"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ListLayerGroupsQuery, ListLayerGroupsQueryVariables>;
export const LayerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"layerGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LayerGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LayerGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LayerGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resource"},"name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","alias":{"kind":"Name","value":"style"},"name":{"kind":"Name","value":"styleName"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}},{"kind":"Field","name":{"kind":"Name","value":"composite"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<LayerGroupQuery, LayerGroupQueryVariables>;
export const CreateLayerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createLayerGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLayerGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLayerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LayerGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LayerGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LayerGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resource"},"name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","alias":{"kind":"Name","value":"style"},"name":{"kind":"Name","value":"styleName"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}},{"kind":"Field","name":{"kind":"Name","value":"composite"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateLayerGroupMutation, CreateLayerGroupMutationVariables>;
export const UpdateLayerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateLayerGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLayerGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLayerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LayerGroupFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LayerGroupFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LayerGroup"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"publicId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"resource"},"name":{"kind":"Name","value":"resourceName"}},{"kind":"Field","alias":{"kind":"Name","value":"style"},"name":{"kind":"Name","value":"styleName"}},{"kind":"Field","name":{"kind":"Name","value":"opacity"}},{"kind":"Field","name":{"kind":"Name","value":"composite"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateLayerGroupMutation, UpdateLayerGroupMutationVariables>;
export const DeleteLayerGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteLayerGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"group"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLayerGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"Variable","name":{"kind":"Name","value":"group"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}]}}]} as unknown as DocumentNode<DeleteLayerGroupMutation, DeleteLayerGroupMutationVariables>;
export const LayersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"layers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LayerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"geometryColumn"}},{"kind":"Field","name":{"kind":"Name","value":"geometryType"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"idColumn"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<LayersQuery, LayersQueryVariables>;
export const LayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"layer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"layer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"layer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LayerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"geometryColumn"}},{"kind":"Field","name":{"kind":"Name","value":"geometryType"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"idColumn"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<LayerQuery, LayerQueryVariables>;
export const CreateLayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createLayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LayerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"geometryColumn"}},{"kind":"Field","name":{"kind":"Name","value":"geometryType"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"idColumn"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateLayerMutation, CreateLayerMutationVariables>;
export const UpdateLayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateLayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLayerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"layer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layer"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LayerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LayerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Layer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"serviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","alias":{"kind":"Name","value":"defaultStyle"},"name":{"kind":"Name","value":"defaultStyleName"}},{"kind":"Field","name":{"kind":"Name","value":"geometryColumn"}},{"kind":"Field","name":{"kind":"Name","value":"geometryType"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"idColumn"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateLayerMutation, UpdateLayerMutationVariables>;
export const DeleteLayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteLayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"layer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"layer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"layer"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}]}}]} as unknown as DocumentNode<DeleteLayerMutation, DeleteLayerMutationVariables>;
export const GetOgcTilesApiSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getOGCTilesAPISettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ogcTilesSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OGCTilesSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OGCTilesSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCTilesSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"versions"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"}},{"kind":"Field","name":{"kind":"Name","value":"vectorTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mapTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cacheEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"maxVertices"}},{"kind":"Field","name":{"kind":"Name","value":"maxTileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"persistentCacheQuotaBytes"}},{"kind":"Field","name":{"kind":"Name","value":"datasetMapLayerGroupId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<GetOgcTilesApiSettingsQuery, GetOgcTilesApiSettingsQueryVariables>;
export const UpdateOgcTilesApiSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateOGCTilesAPISettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOGCTilesSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOgcTilesSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OGCTilesSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OGCTilesSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCTilesSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"versions"}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"}},{"kind":"Field","name":{"kind":"Name","value":"vectorTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mapTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"formats"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cacheEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"maxFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"maxVertices"}},{"kind":"Field","name":{"kind":"Name","value":"maxTileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"persistentCacheQuotaBytes"}},{"kind":"Field","name":{"kind":"Name","value":"datasetMapLayerGroupId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateOgcTilesApiSettingsMutation, UpdateOgcTilesApiSettingsMutationVariables>;
export const GetOgcapiSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getOGCAPISettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ogcApiSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OGCAPISettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OGCAPISettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCAPISettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"limitDefault"}},{"kind":"Field","name":{"kind":"Name","value":"limitMax"}},{"kind":"Field","name":{"kind":"Name","value":"maxOffset"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<GetOgcapiSettingsQuery, GetOgcapiSettingsQueryVariables>;
export const UpdateOgcApiSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateOgcApiSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOGCAPISettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOgcApiSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OGCAPISettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OGCAPISettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OGCAPISettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"public"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"abstract"}},{"kind":"Field","name":{"kind":"Name","value":"limitDefault"}},{"kind":"Field","name":{"kind":"Name","value":"limitMax"}},{"kind":"Field","name":{"kind":"Name","value":"maxOffset"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateOgcApiSettingsMutation, UpdateOgcApiSettingsMutationVariables>;
export const ListWorkspaceTileMatrixSetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"listWorkspaceTileMatrixSets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceTileMatrixSets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"}}]}}]}}]} as unknown as DocumentNode<ListWorkspaceTileMatrixSetsQuery, ListWorkspaceTileMatrixSetsQueryVariables>;
export const RolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const RoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"role"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RoleQuery, RoleQueryVariables>;
export const CreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"builtin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const DeleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}]}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const ServicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"services"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"connectionInfo"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ServicesQuery, ServicesQueryVariables>;
export const ServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"service"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"connectionInfo"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ServiceQuery, ServiceQueryVariables>;
export const ServiceTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"serviceTables"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceTables"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceTableFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceTableFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceTable"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"table"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"geometryColumn"}},{"kind":"Field","name":{"kind":"Name","value":"geometryType"}},{"kind":"Field","name":{"kind":"Name","value":"srid"}},{"kind":"Field","name":{"kind":"Name","value":"geography"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedRows"}},{"kind":"Field","name":{"kind":"Name","value":"extent"}},{"kind":"Field","name":{"kind":"Name","value":"idColumn"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"layers"}}]}}]} as unknown as DocumentNode<ServiceTablesQuery, ServiceTablesQueryVariables>;
export const CreateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"connectionInfo"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateServiceMutation, CreateServiceMutationVariables>;
export const UpdateServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Service"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"connectionInfo"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateServiceMutation, UpdateServiceMutationVariables>;
export const DeleteServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}]}}]} as unknown as DocumentNode<DeleteServiceMutation, DeleteServiceMutationVariables>;
export const TestExistingServiceConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"testExistingServiceConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"service"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testExistingServiceConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"service"},"value":{"kind":"Variable","name":{"kind":"Name","value":"service"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectionTestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionTest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<TestExistingServiceConnectionMutation, TestExistingServiceConnectionMutationVariables>;
export const TestNewServiceConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"testNewServiceConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testNewServiceConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConnectionTestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConnectionTestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConnectionTest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]} as unknown as DocumentNode<TestNewServiceConnectionMutation, TestNewServiceConnectionMutationVariables>;
export const StylesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"styles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"styles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StyleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StyleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Style"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<StylesQuery, StylesQueryVariables>;
export const StyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"style"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"style"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"style"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"style"},"value":{"kind":"Variable","name":{"kind":"Name","value":"style"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StyleWithBodyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StyleWithBodyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StyleWithBody"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"sldBody"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<StyleQuery, StyleQueryVariables>;
export const CreateStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStyleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StyleWithBodyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StyleWithBodyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StyleWithBody"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"sldBody"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateStyleMutation, CreateStyleMutationVariables>;
export const UpdateStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"style"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateStyleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"style"},"value":{"kind":"Variable","name":{"kind":"Name","value":"style"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StyleWithBodyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StyleWithBodyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StyleWithBody"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"sldBody"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateStyleMutation, UpdateStyleMutationVariables>;
export const DeleteStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"style"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"style"},"value":{"kind":"Variable","name":{"kind":"Name","value":"style"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}]}}]} as unknown as DocumentNode<DeleteStyleMutation, DeleteStyleMutationVariables>;
export const ValidateStyleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"validateStyle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValidateStyleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateStyle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"diagnostics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"column"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ValidateStyleQuery, ValidateStyleQueryVariables>;
export const TileCacheJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"tileCacheJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileCacheJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TileCacheJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TileCacheJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TileCacheJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileType"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"succeededTiles"}},{"kind":"Field","name":{"kind":"Name","value":"skippedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"bytesWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<TileCacheJobsQuery, TileCacheJobsQueryVariables>;
export const GetTileCacheJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getTileCacheJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"job"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileCacheJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"job"},"value":{"kind":"Variable","name":{"kind":"Name","value":"job"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TileCacheJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TileCacheJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TileCacheJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileType"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"succeededTiles"}},{"kind":"Field","name":{"kind":"Name","value":"skippedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"bytesWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<GetTileCacheJobQuery, GetTileCacheJobQueryVariables>;
export const TileCacheJobProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"tileCacheJobProgress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"job"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileCacheJobProgress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"job"},"value":{"kind":"Variable","name":{"kind":"Name","value":"job"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"tilesPerSecond"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"zooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"succeededTiles"}},{"kind":"Field","name":{"kind":"Name","value":"skippedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"bytesWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDeleted"}}]}}]}}]}}]} as unknown as DocumentNode<TileCacheJobProgressQuery, TileCacheJobProgressQueryVariables>;
export const CreateTileCacheJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createTileCacheJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTileCacheJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTileCacheJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TileCacheJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TileCacheJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TileCacheJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileType"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"succeededTiles"}},{"kind":"Field","name":{"kind":"Name","value":"skippedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"bytesWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<CreateTileCacheJobMutation, CreateTileCacheJobMutationVariables>;
export const CancelTileCacheJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"cancelTileCacheJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"job"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTileCacheJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"job"},"value":{"kind":"Variable","name":{"kind":"Name","value":"job"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TileCacheJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TileCacheJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TileCacheJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileType"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"processedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"succeededTiles"}},{"kind":"Field","name":{"kind":"Name","value":"skippedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"failedTiles"}},{"kind":"Field","name":{"kind":"Name","value":"bytesWritten"}},{"kind":"Field","name":{"kind":"Name","value":"bytesDeleted"}},{"kind":"Field","name":{"kind":"Name","value":"cancelRequested"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]} as unknown as DocumentNode<CancelTileCacheJobMutation, CancelTileCacheJobMutationVariables>;
export const DeleteTileCacheJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteTileCacheJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"job"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTileCacheJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"job"},"value":{"kind":"Variable","name":{"kind":"Name","value":"job"}}}]}]}}]} as unknown as DocumentNode<DeleteTileCacheJobMutation, DeleteTileCacheJobMutationVariables>;
export const TileCacheJobPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"tileCacheJobPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTileCacheJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileCacheJobPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"allResources"}},{"kind":"Field","name":{"kind":"Name","value":"tileType"}},{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"style"}},{"kind":"Field","name":{"kind":"Name","value":"minZoom"}},{"kind":"Field","name":{"kind":"Name","value":"maxZoom"}},{"kind":"Field","name":{"kind":"Name","value":"defaults"}},{"kind":"Field","name":{"kind":"Name","value":"bounds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bbox"}},{"kind":"Field","name":{"kind":"Name","value":"crs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"resources"}},{"kind":"Field","name":{"kind":"Name","value":"totalTiles"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedTileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"estimateBasis"}},{"kind":"Field","name":{"kind":"Name","value":"zooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"tiles"}}]}}]}}]}}]} as unknown as DocumentNode<TileCacheJobPlanQuery, TileCacheJobPlanQueryVariables>;
export const TileMatrixSetDefinitionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"tileMatrixSetDefinitions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSetDefinitions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSets"}}]}}]}}]} as unknown as DocumentNode<TileMatrixSetDefinitionsQuery, TileMatrixSetDefinitionsQueryVariables>;
export const TileMatrixSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"tileMatrixSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tileMatrixSet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tileMatrixSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tileMatrixSet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tileMatrixSet"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"definition"}}]}}]}}]} as unknown as DocumentNode<TileMatrixSetQuery, TileMatrixSetQueryVariables>;
export const PutTileMatrixSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"putTileMatrixSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tileMatrixSet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"definition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"putTileMatrixSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tileMatrixSet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tileMatrixSet"}}},{"kind":"Argument","name":{"kind":"Name","value":"definition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"definition"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}]}}]} as unknown as DocumentNode<PutTileMatrixSetMutation, PutTileMatrixSetMutationVariables>;
export const DeleteTileMatrixSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteTileMatrixSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tileMatrixSet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTileMatrixSet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tileMatrixSet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tileMatrixSet"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}]}}]} as unknown as DocumentNode<DeleteTileMatrixSetMutation, DeleteTileMatrixSetMutationVariables>;
export const ExportWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"exportWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"document"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ExportWorkspaceQuery, ExportWorkspaceQueryVariables>;
export const PlanWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"planWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prune"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}},{"kind":"Argument","name":{"kind":"Name","value":"prune"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prune"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspacePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspacePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspacePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmanaged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<PlanWorkspaceQuery, PlanWorkspaceQueryVariables>;
export const ApplyWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"applyWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prune"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}},{"kind":"Argument","name":{"kind":"Name","value":"prune"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prune"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspacePlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspacePlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspacePlan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmanaged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<ApplyWorkspaceMutation, ApplyWorkspaceMutationVariables>;
export const WorkspacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<WorkspacesQuery, WorkspacesQueryVariables>;
export const WorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"workspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<WorkspaceQuery, WorkspaceQueryVariables>;
export const CreateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateWorkspaceMutation, CreateWorkspaceMutationVariables>;
export const UpdateWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkspaceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkspaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkspaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Workspace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"id"},"name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateWorkspaceMutation, UpdateWorkspaceMutationVariables>;
export const DeleteWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workspace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workspace"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}]}]}}]} as unknown as DocumentNode<DeleteWorkspaceMutation, DeleteWorkspaceMutationVariables>;