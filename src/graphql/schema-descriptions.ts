import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Descriptions of the schema elements whose decorators carry none, so that every type, field, argument and
 * enum value of the GraphQL schema says what it is (the schema lint of eslint.config.mjs). They are kept here,
 * keyed by schema coordinate, rather than in the decorators: one table an admin-UI developer's questions can be
 * checked against. A description written in a decorator always wins; this table only fills gaps.
 *
 * Keys: `Type`, `Type.field`, `Type.field(argument)`, `Input.field`, `Enum.VALUE`. Names that recur with one
 * meaning (the `workspace` argument, `createdAt`, database ids, ...) are described once by the rules below the
 * table; a table entry overrides a rule. REST spells every field in snake_case (`createdAt` is `created_at`).
 */

const UUID_ID = 'The database id (a server-made UUID).';

/** Explicit descriptions by coordinate. */
export const SCHEMA_DESCRIPTIONS: Readonly<Record<string, string>> = {
  // --- Root types -------------------------------------------------------------------------------------------
  Query:
    'Reads. Every field needs the role docs/rules.md §5 gives it, except me, which answers any caller; ' +
    'each REST GET route runs exactly one of them.',
  Mutation:
    'Changes. Every field needs the role docs/rules.md §5 gives it (login excepted) and is audited; ' +
    'each REST write route runs exactly one of them. Mutations honour the Idempotency-Key header.',
  Subscription:
    'Live updates over WebSocket on /graphql (graphql-ws protocol); the credential goes in connection_init, ' +
    'and each field is authorized like the query that reads the same data (docs/live.md, "Subscriptions").',
  'Subscription.tileCacheJob(job)': 'The job id (a UUID).',

  // --- API keys ---------------------------------------------------------------------------------------------
  'APIKey.expiresAt': 'When the key stops working; null = never.',
  'APIKey.name': 'A label for people; also the principal the key acts as (audit, createdBy).',
  'APIKey.ownerEmail': 'Contact e-mail of whoever holds the key; informational only.',
  'APIKey.ownerName': 'Name of whoever holds the key; informational only.',
  'APIKey.roleId': 'The role the key grants in its workspace (a Role id, e.g. admin).',
  CreateAPIKeyInput: 'A new API key of one workspace, with one role.',
  'CreateAPIKeyInput.name': 'A label for people (1-128 characters); the key acts under this name.',
  'CreateAPIKeyInput.ownerEmail': 'Contact e-mail of whoever will hold the key; informational only.',
  'CreateAPIKeyInput.ownerName': 'Name of whoever will hold the key; informational only.',
  'Query.apiKey(keyId)': 'The API key id (a UUID).',
  'Mutation.deleteAPIKey(keyId)': 'The API key id (a UUID); the key must be revoked first.',
  'Mutation.revokeAPIKey(keyId)': 'The API key id (a UUID).',

  // --- Audit --------------------------------------------------------------------------------------------------
  'AuditEvent.durationMs': 'How long the request took, in milliseconds.',
  'AuditEventFilter.operation':
    'Exact operation name: the GraphQL root field, which is also what a REST route runs (e.g. createLayer).',
  'AuditEventFilter.principal': 'Exact principal, e.g. a token subject or an API key name.',
  'AuditEventFilter.since': 'Events at or after this time.',
  'AuditEventFilter.status': 'Exact HTTP status, e.g. 403.',
  'AuditEventFilter.until': 'Events before this time.',
  'AuditEventPage.events': 'At most `limit` events, newest first.',
  'Query.auditEvents(cursor)': 'nextCursor of the previous page; omit for the first page.',
  'Query.auditEvents(filter)': 'Only events matching every given field.',

  'AuditAction.CHANGE': 'A mutation that changes state (REST: change).',
  'AuditAction.READ': 'An audited read (REST: read).',
  'AuditAction.SECURITY': 'A security event: 401, 403, sign-in or sign-out (REST: security).',
  'Surface.GRAPHQL': 'POST or GET /graphql (REST: graphql).',
  'Surface.REST': 'A route under /api/v1 (REST: rest).',

  // --- Identity -----------------------------------------------------------------------------------------------
  'AuthMethod.ANONYMOUS': 'No credential (REST: anonymous).',
  'AuthMethod.API_KEY': 'An X-API-Key header (REST: api_key).',
  'AuthMethod.MAPGATE_TOKEN': 'A bearer token signed by mapgate (REST: mapgate_token).',
  'AuthMethod.OIDC': 'A bearer token from the OIDC provider (REST: oidc).',
  'AuthMethod.SESSION': 'The browser-session cookie (REST: session).',
  'AuthCapabilities.manageGlobalCache': 'May read cache statistics and clear caches (super_admin).',
  'AuthCapabilities.manageGlobalRoles': 'May manage global claim mappings (super_admin).',
  'AuthCapabilities.manageRoles': 'May create and delete custom roles (super_admin).',
  'AuthCapabilities.manageSessions': 'May list and revoke browser sessions (super_admin).',
  'AuthCapabilities.manageTileMatrixSets': 'May add, replace and delete custom tile matrix sets (super_admin).',
  'AuthCapabilities.manageWorkspace':
    'May manage at least one workspace (admin there, or super_admin): the same as consoleAccess.',
  'AuthCapabilities.manageWorkspaces': 'May create, list and delete workspaces (super_admin).',
  'AuthCapabilities.readAudit': 'May read the audit log and run its retention (super_admin).',
  'AuthCapabilities.readCatalogIntegrity': 'May read and repair catalog integrity (super_admin).',
  'AuthMe.apiKeyId': 'Id of the API key used, directly or behind the session; null otherwise.',
  'AuthMe.authenticated': 'False for an anonymous caller.',
  'AuthMe.capabilities': 'What the caller may do, for showing or hiding parts of a UI.',
  'AuthMe.consoleAccess': 'True for super_admin or an admin of at least one workspace (a global admin included).',
  'AuthMe.displayName':
    'A name to show: the OIDC name (or preferred_username) or the API key owner name; null when unknown.',
  'AuthMe.email': 'The e-mail the credential carries; null when unknown.',
  'AuthMe.globalRole': 'The role held in every workspace (super_admin, or a global role); null when none.',
  'AuthMe.presentedClaims': 'The OIDC claims behind the identity; null for other methods.',
  'AuthMe.principal': 'Who the caller is, as audited: token subject, API key name, or "anonymous".',
  'AuthMe.session': 'The browser session in use, with its deadlines; null without one.',
  'AuthMe.sessionExpiresAt': 'Absolute end of the browser session in use (12 h at most); null without one.',
  'AuthMe.sessionId': 'Id of the browser session in use; null without one.',
  'AuthMe.sessionIdleExpiresAt': 'When the session in use ends unless used again (1 h idle); null without one.',
  'AuthMe.subject': 'The same as principal: token subject, API key name, or "anonymous".',
  'AuthMe.superAdmin': 'True when the caller holds super_admin (every workspace, every operation).',
  'AuthMe.workspaces': 'Every workspace where the caller has a role, by name.',
  AuthSession: 'The deadlines of the browser session in use.',
  'AuthSession.expiresAt': 'Absolute end: 12 h after sign-in, never after the token it was made from.',
  'AuthSession.idleExpiresAt': 'End unless the session is used again: 1 h after its last use.',
  'AuthWorkspace.id': 'The workspace id (a UUID).',
  'AuthWorkspace.name': 'The workspace name.',
  'PresentedClaims.email': 'The email claim, if any.',
  'PresentedClaims.iss': 'The token issuer (iss).',
  'PresentedClaims.sub': 'The token subject (sub).',
  'Mutation.revokeBrowserSession(session)': 'The browser session id (a UUID).',
  'BrowserSession.consoleAccess': 'Whether the session could use the console when it was made.',
  'BrowserSession.displayName': 'A name to show, from the credential it was made from; null when unknown.',
  'BrowserSession.email': 'The e-mail of the credential it was made from; null when unknown.',
  'BrowserSession.expiresAt': 'Absolute end: 12 h after sign-in, never after the token it was made from.',
  'BrowserSession.globalRole':
    'The role held in every workspace at sign-in (super_admin, or a global role); null when none.',
  'BrowserSession.idleExpiresAt': 'End unless used again: 1 h after its last use.',
  'BrowserSession.lastSeenAt': 'The last request made with it (to the minute).',
  'BrowserSession.remoteAddr': 'Client address at sign-in.',
  'BrowserSession.revokedAt':
    'When it was revoked (logout, revokeBrowserSession, or revoking the API key it was made from); null if not.',
  'BrowserSession.subject': 'Who signed in: token subject or API key name.',
  'BrowserSession.userAgent': 'User-Agent header at sign-in.',

  // --- Cache statistics ---------------------------------------------------------------------------------------
  'CacheStat.entryCount': 'Entries held now.',
  'CacheStat.hits': 'Lookups answered from the cache.',
  'CacheStat.maxSizeBytes': 'Size bound of the cache, in approximate bytes.',
  'CacheStat.misses': 'Lookups that went to the source.',
  'CacheStat.sizeBytes': 'Approximate bytes held now.',
  'CacheStats.claimMappings': 'Claim mappings by workspace.',
  'CacheStats.identity': 'Verified credentials: API keys, mapgate tokens and browser sessions.',
  'CacheStats.jwks': 'The OIDC provider signing keys.',
  'CacheStats.process': 'Memory of this mapgate process.',
  'CacheStats.settings': 'Workspace OGC settings.',
  'CacheStats.styles': 'Styles by workspace and name.',
  'CacheStats.tileMatrixSets': 'Tile matrix set definitions.',
  'CacheStats.totalMaxSizeBytes': 'Sum of every cache size bound, in approximate bytes.',
  'CacheStats.totalSizeBytes': 'Sum of every cache size, in approximate bytes.',
  'ProcessStats.heapUsedBytes': 'V8 heap in use, in bytes.',
  'ProcessStats.rssBytes': 'Resident set size, in bytes.',
  'Mutation.clearCache(cache)':
    'A cache name as in CacheStat.name (e.g. styles, claim_mappings); omit to clear every cache.',

  // --- Claim mappings and roles -------------------------------------------------------------------------------
  'ClaimMapping.roleId': 'The role granted (a Role id).',
  CreateClaimMappingInput: 'A new claim mapping; unique per workspace, claim name and claim value (409).',
  'CreateClaimMappingInput.claimName': 'One of the claims of MAPGATE_OIDC_GROUP_CLAIMS; dotted paths allowed.',
  'CreateClaimMappingInput.claimValue': 'Matched exactly against the claim string or one item of a claim array.',
  'Mutation.createClaimMapping': 'Adds a claim mapping that grants its role in this workspace.',
  'Mutation.deleteClaimMapping':
    'Deletes a claim mapping of this workspace (404 for another workspace or a global one).',
  'Mutation.deleteClaimMapping(mappingId)': 'The claim mapping id (a UUID).',
  'Mutation.deleteGlobalClaimMapping(mappingId)': 'The claim mapping id (a UUID).',
  'Query.claimMapping(mappingId)': 'The claim mapping id (a UUID).',
  'Role.description': 'Free text; null when none.',
  'Role.name': 'A display name; the id for built-in roles.',
  CreateRoleInput: 'A new custom role.',
  'CreateRoleInput.description': 'Free text.',
  'Query.role(role)': 'The role id, e.g. editor.',
  'Mutation.deleteRole(role)': 'The custom role id.',

  // --- Connection tests ---------------------------------------------------------------------------------------
  'ConnectionTest.ok': 'True when the connection was made or the file opened and recognised.',
  'ServiceConnectionInput.connectionInfo':
    'The connection info to test, shaped as for the service type; for a saved service, only the keys to override.',
  'ServiceConnectionInput.type': 'Required for a new connection; for a saved service, defaults to its type.',
  'Mutation.testExistingServiceConnection(service)': 'The service, by id or name.',

  // --- Layers -------------------------------------------------------------------------------------------------
  'Layer.serviceId': 'Id of the service the layer reads from.',
  'Layer.title': 'A human title; null when none.',
  CreateLayerInput: 'A new layer of a service.',
  'CreateLayerInput.table': 'Table (schema.table) or layer inside the source; default: the name.',
  'CreateLayerInput.title': 'A human title.',
  'UpdateLayerInput.defaultStyle': 'A style name of the workspace; null clears it.',
  'UpdateLayerInput.name': 'A new name, unique in the workspace; ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$',
  'UpdateLayerInput.table': 'Table (schema.table) or layer inside the source; null = the name.',
  'UpdateLayerInput.title': 'A human title; null clears it.',
  'Mutation.createLayer': 'Publishes a dataset of a service as a layer.',
  'Mutation.createLayer(service)': 'The service the layer reads from, by id or name.',
  'Mutation.updateLayer': 'Changes a layer; omitted fields stay unchanged.',
  'Mutation.updateLayer(layer)': 'The layer, by id or name.',
  'Mutation.updateLayer(service)': 'The service of the layer, by id or name.',
  'Mutation.deleteLayer(layer)': 'The layer, by id or name.',
  'Mutation.deleteLayer(service)': 'The service of the layer, by id or name.',
  'Query.layer(layer)': 'The layer, by id or name.',
  'Query.layer(service)': 'The service of the layer, by id or name.',
  'Query.layers(service)': 'Only the layers of this service (id or name); omit for the whole workspace.',

  // --- Layer groups -------------------------------------------------------------------------------------------
  'LayerGroup.description': 'Free text; null when none.',
  'LayerGroup.enabled': 'Whether the group is published; false keeps it unpublished.',
  'LayerGroup.public': 'Whether map clients may use the group without a credential.',
  'LayerGroup.title': 'A human title; null when none.',
  LayerGroupMember: 'One member of a layer group: a layer or another group, drawn with its style and opacity.',
  LayerGroupMemberInput: 'One member of a layer group, in drawing order (bottom first).',
  'LayerGroupMemberInput.composite': 'Compositing operation, e.g. multiply; default none.',
  'LayerGroupMemberInput.style': 'A style name of the workspace (layer members only); default none.',
  CreateLayerGroupInput: 'A new layer group.',
  'CreateLayerGroupInput.defaultStyle': 'A style name of the workspace.',
  'CreateLayerGroupInput.description': 'Free text.',
  'CreateLayerGroupInput.title': 'A human title.',
  'UpdateLayerGroupInput.defaultStyle': 'A style name of the workspace; null clears it.',
  'UpdateLayerGroupInput.description': 'Free text; null clears it.',
  'UpdateLayerGroupInput.enabled': 'Whether the group is published.',
  'UpdateLayerGroupInput.members': 'Replaces the whole member list, bottom to top.',
  'UpdateLayerGroupInput.public': 'Whether map clients may use the group without a credential.',
  'UpdateLayerGroupInput.publicId': 'A new public_id, unique in the workspace and distinct from its layer names.',
  'UpdateLayerGroupInput.title': 'A human title; null clears it.',
  'Mutation.createLayerGroup': 'Creates a layer group; its members must exist and may not form a cycle.',
  'Mutation.updateLayerGroup': 'Changes a layer group; omitted fields stay unchanged, members replaces the list.',
  'Mutation.updateLayerGroup(group)': 'The layer group, by id or public_id.',
  'Mutation.deleteLayerGroup(group)': 'The layer group, by id or public_id.',
  'Query.layerGroup(group)': 'The layer group, by id or public_id.',

  // --- OGC settings -------------------------------------------------------------------------------------------
  'OGCAPISettings.abstract': 'A description of the service for its landing page; null when none.',
  'OGCAPISettings.enabled': 'Whether the workspace offers OGC API - Features.',
  'OGCAPISettings.public': 'Whether OGC API - Features may be used without a credential.',
  'OGCAPISettings.title': 'A title for the landing page; null when none.',
  'UpdateOGCAPISettingsInput.abstract': 'A description for the landing page; default none.',
  'UpdateOGCAPISettingsInput.title': 'A title for the landing page; default none.',
  'OGCTilesSettings.abstract': 'A description of the service for its landing page; null when none.',
  'OGCTilesSettings.enabled': 'Whether the workspace offers OGC API - Tiles.',
  'OGCTilesSettings.public': 'Whether OGC API - Tiles may be used without a credential.',
  'OGCTilesSettings.settings': 'Tile matrix sets, formats, limits and caching.',
  'OGCTilesSettings.title': 'A title for the landing page; null when none.',
  'OGCTilesSettings.versions': 'The OGC API - Tiles versions offered: ["1.0.0"].',
  'UpdateOGCTilesSettingsInput.abstract': 'A description for the landing page; default none.',
  'UpdateOGCTilesSettingsInput.settings': 'The tile options; omitted members take their defaults.',
  'UpdateOGCTilesSettingsInput.title': 'A title for the landing page; default none.',
  'OGCTilesInnerSettings.cacheEnabled': 'Whether the tiles of this workspace may be cached.',
  'OGCTilesInnerSettings.mapTiles': 'Rendered image tiles.',
  'OGCTilesInnerSettings.vectorTiles': 'Mapbox vector tiles.',
  OGCTilesInnerSettingsInput: 'The tile options of a workspace; omitted members take their defaults.',
  'OGCTilesInnerSettingsInput.mapTiles': 'Rendered image tiles; default enabled with every format.',
  'OGCTilesInnerSettingsInput.vectorTiles': 'Mapbox vector tiles; default enabled.',
  OGCMapTilesSettings: 'Rendered image tiles of a workspace.',
  'OGCMapTilesSettings.enabled': 'Whether map tiles are offered.',
  OGCMapTilesSettingsInput: 'Rendered image tiles of a workspace.',
  OGCVectorTilesSettings: 'Mapbox vector tiles of a workspace.',
  'OGCVectorTilesSettings.enabled': 'Whether vector tiles are offered.',
  OGCVectorTilesSettingsInput: 'Mapbox vector tiles of a workspace.',

  // --- Services -----------------------------------------------------------------------------------------------
  'Service.enabled': 'Whether the service is in use; false keeps it and its layers.',
  'Service.name': 'Unique in the workspace; ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$',
  'Service.type': 'The kind of data source; it decides the shape of connectionInfo.',
  CreateServiceInput: 'A new service (a connection to a data source).',
  'CreateServiceInput.type': 'The kind of data source; it decides the shape of connectionInfo.',
  'UpdateServiceInput.connectionInfo':
    'Keys to change; null resets a key to its default; the password is kept if omitted.',
  'UpdateServiceInput.enabled': 'Whether the service is in use.',
  'UpdateServiceInput.name': 'A new name, unique in the workspace; ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$',
  'UpdateServiceInput.type': 'A new kind of data source; needs a whole connectionInfo.',
  'ServiceType.DUCKDB': 'A DuckDB database file (REST: duckdb).',
  'ServiceType.GEOPARQUET': 'A GeoParquet file (REST: geoparquet).',
  'ServiceType.POSTGIS': 'A PostgreSQL/PostGIS database (REST: postgis).',
  'ServiceType.RASTERFILE': 'A raster file such as GeoTIFF (REST: rasterfile).',
  'ServiceType.VECTORFILE': 'A vector file such as GeoPackage, GeoJSON or a shapefile (REST: vectorfile).',
  'Mutation.updateService': 'Changes a service; omitted fields stay unchanged.',
  'Mutation.updateService(service)': 'The service, by id or name.',
  'Mutation.deleteService(service)': 'The service, by id or name.',
  'Query.service(service)': 'The service, by id or name.',

  // --- Styles -------------------------------------------------------------------------------------------------
  'Style.description': 'Free text; null when none.',
  'Style.title': 'A human title; null when none.',
  CreateStyleInput: 'A new style; its body must be valid for its format (400 with diagnostics otherwise).',
  'CreateStyleInput.description': 'Free text.',
  'CreateStyleInput.title': 'A human title.',
  'UpdateStyleInput.body': 'New content, at most 1 MiB, valid for the (new) format.',
  'UpdateStyleInput.description': 'Free text; null clears it.',
  'UpdateStyleInput.title': 'A human title; null clears it.',
  'StyleFormat.CSS': 'A CSS style sheet (css).',
  'StyleFormat.MAPBOX': 'A Mapbox/MapLibre GL style JSON (mapbox).',
  'StyleFormat.SE_1_1_0': 'OGC Symbology Encoding 1.1.0 (se_1.1.0).',
  'StyleFormat.SLD_1_0_0': 'OGC Styled Layer Descriptor 1.0.0 (sld_1.0.0).',
  'StyleFormat.SLD_1_1_0': 'OGC Styled Layer Descriptor 1.1.0 (sld_1.1.0).',
  'StyleFormat.YSLD': 'YAML styled layer descriptor (ysld).',
  'Mutation.updateStyle(style)': 'The style, by name.',
  'Mutation.deleteStyle(style)': 'The style, by name.',
  'Query.style(style)': 'The style, by name.',

  // --- Tile cache jobs ----------------------------------------------------------------------------------------
  'TileCacheJob.cancelRequested': 'True once cancelTileCacheJob was called.',
  'TileCacheJob.completedAt': 'When it ended (succeeded, failed or cancelled); null before.',
  'TileCacheJob.createdBy': 'The principal that created it (token subject or API key name).',
  'TileCacheJob.errorMessage': 'Why it failed; null unless failed.',
  'TileCacheJob.request': 'What the job was asked to do, defaults filled in.',
  'TileCacheJob.startedAt': 'When it first started running; null until then.',
  'TileCacheJob.status': 'Where the job is in its life cycle.',
  'TileCacheJobProgress.jobId': 'The job id (a UUID).',
  'TileCacheJobProgress.status': 'Where the job is in its life cycle.',
  'TileCacheJobRequest.allResources': 'True when the job covers every layer and layer group of the workspace.',
  'TileCacheJobRequest.bounds': 'The area covered, with its CRS.',
  'TileCacheJobRequest.maxZoom': 'The deepest zoom level (tile matrix) covered.',
  'TileCacheJobRequest.minZoom': 'The shallowest zoom level (tile matrix) covered.',
  'TileCacheJobRequest.operation': 'seed, reseed or truncate.',
  'TileCacheJobRequest.style': 'The style passed to the upstream; null when none was asked for.',
  'TileCacheJobRequest.tileMatrixSet': 'The tile matrix set id, e.g. WebMercatorQuad.',
  'TileCacheJobRequest.tileType': 'map or vector tiles.',
  'CreateTileCacheJobInput.operation': 'seed, reseed or truncate.',
  TileCacheJobBounds: 'An area as a bounding box in a CRS.',
  TileCacheJobBoundsInput: 'An area as a bounding box in a CRS; minx < maxx and miny < maxy.',
  'TileCacheZoomPlan.tiles': 'Tiles at this level, over every resource (a whole number).',
  'TileCacheZoomPlan.zoom': 'The zoom level (tile matrix).',
  'TileCacheZoomProgress.zoom': 'The zoom level (tile matrix).',
  'TileCacheJobStatus.CANCELLED': 'Stopped by a cancel (REST: cancelled).',
  'TileCacheJobStatus.CANCELLING': 'Cancel requested while running; workers are stopping (REST: cancelling).',
  'TileCacheJobStatus.FAILED': 'Ended with an error, see errorMessage (REST: failed).',
  'TileCacheJobStatus.QUEUED': 'Waiting for a worker (REST: queued).',
  'TileCacheJobStatus.RUNNING': 'A worker is processing its chunks (REST: running).',
  'TileCacheJobStatus.SUCCEEDED': 'Every tile processed (REST: succeeded).',
  'TileCacheOperation.RESEED': 'Fetch every tile again, overwriting cached ones (REST: reseed).',
  'TileCacheOperation.SEED': 'Fetch and store tiles not cached yet (REST: seed).',
  'TileCacheOperation.TRUNCATE': 'Delete cached tiles (REST: truncate).',
  'TileType.MAP': 'Rendered images: PNG, JPEG or WebP (REST: map).',
  'TileType.VECTOR': 'Mapbox vector tiles (REST: vector).',
  'Mutation.cancelTileCacheJob(job)': 'The job id (a UUID).',
  'Mutation.deleteTileCacheJob(job)': 'The job id (a UUID).',
  'Query.tileCacheJob(job)': 'The job id (a UUID).',
  'Query.tileCacheJobProgress(job)': 'The job id (a UUID).',

  // --- Tile matrix sets ---------------------------------------------------------------------------------------
  'TileMatrixSet.title': 'A human title, from the definition.',
  'Query.tileMatrixSet(tileMatrixSet)': 'The set id, e.g. WebMercatorQuad.',
  'Query.tileMatrixSetDefinition(tileMatrixSet)': 'The set id, e.g. WebMercatorQuad.',
  'Mutation.putTileMatrixSet(definition)':
    'The OGC TMS 2.0 JSON document; its id, when present, must equal the tileMatrixSet argument.',
  'Mutation.putTileMatrixSet(tileMatrixSet)': 'The set id, ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$; a built-in id is 409.',
  'Mutation.deleteTileMatrixSet(tileMatrixSet)': 'The custom set id.',

  // --- Integrity ----------------------------------------------------------------------------------------------
  'IntegrityIssue.name': 'The orphan’s name when it has one (layer, style, ...); null otherwise.',
  'IntegrityReport.issues': 'Every orphan found (after a repair: those left, normally none).',

  // --- Workspaces ---------------------------------------------------------------------------------------------
  'Workspace.description': 'Free text; null when none.',
  'Workspace.name': 'Unique; ^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$; usable wherever a workspace argument is taken.',
  CreateWorkspaceInput: 'A new workspace (super_admin).',
  'CreateWorkspaceInput.description': 'Free text.',
  'UpdateWorkspaceInput.description': 'Free text; null clears it.',
  'UpdateWorkspaceInput.name': 'A new name, unique; ^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$',
  'Mutation.createWorkspace': 'Creates an empty workspace (super_admin).',
  'Mutation.updateWorkspace': 'Renames a workspace or changes its description.',

  // --- Inputs of the whole-object replacements ----------------------------------------------------------------
  'Mutation.updateOgcApiSettings(input)': 'The whole settings object; omitted members take their defaults.',
  'Mutation.updateOgcTilesSettings(input)': 'The whole settings object; omitted members take their defaults.',
  'Mutation.login(input)': 'The credential to sign in with.',
  'Query.tileCacheJobPlan(input)': 'The job request to plan, as for createTileCacheJob.',
};

/** A field or argument described by its name alone, wherever it appears (unless the table says otherwise). */
type Rule = (ctx: { type: string; field: string; argument?: string }) => string | undefined;

/** Types whose `id` is a database UUID. */
const UUID_TYPES = new Set([
  'APIKey',
  'AuditEvent',
  'BrowserSession',
  'ClaimMapping',
  'Layer',
  'LayerGroup',
  'Service',
  'Style',
  'TileCacheJob',
  'Workspace',
]);

/** Types that carry an optimistic-concurrency version. */
const VERSIONED = new Set(['Layer', 'LayerGroup', 'Service', 'Style', 'Workspace']);

const FIELD_RULES: Record<string, Rule> = {
  id: ({ type }) => (UUID_TYPES.has(type) ? UUID_ID : undefined),
  createdAt: () => 'When it was created (UTC).',
  updatedAt: ({ type }) =>
    VERSIONED.has(type)
      ? 'When it last changed (UTC); every change also raises version.'
      : 'When it last changed (UTC).',
  workspaceId: () => 'Id of the workspace it belongs to.',
};

const ARGUMENT_RULES: Record<string, Rule> = {
  workspace: () => 'The workspace, by id or name.',
  input: ({ field }) =>
    field.startsWith('create')
      ? 'What to create; see the input type for defaults and limits.'
      : field.startsWith('update')
        ? 'The changes; omitted fields stay unchanged.'
        : field.startsWith('test')
          ? 'The connection to test.'
          : undefined,
};

/** Enum values described by their enum's name and their own: the sort orders of every connection. */
const ENUM_VALUE_RULES: ((ctx: { type: string; value: string }) => string | undefined)[] = [
  ({ type, value }) =>
    type === 'OrderDirection'
      ? (
          { ASC: 'Ascending: A before Z, oldest first.', DESC: 'Descending: Z before A, newest first.' } as Record<
            string,
            string
          >
        )[value]
      : undefined,
  ({ type, value }) => {
    if (!type.endsWith('OrderField')) return undefined;
    const known: Record<string, string> = {
      NAME: 'By name, in code-point order.',
      CREATED_AT: 'By creation time.',
      UPDATED_AT: 'By time of last change.',
      PUBLIC_ID: 'By public_id, in code-point order.',
      PRIORITY: 'By priority.',
      OCCURRED_AT: 'By time of the event.',
    };
    return known[value];
  },
];

/** The description the table or a rule gives a coordinate, if any. */
function lookup(key: string, ctx: { type: string; field: string; argument?: string }): string | undefined {
  const explicit = SCHEMA_DESCRIPTIONS[key];
  if (explicit !== undefined) return explicit;
  const rule = ctx.argument !== undefined ? ARGUMENT_RULES[ctx.argument] : FIELD_RULES[ctx.field];
  return rule?.(ctx);
}

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** What describeSchema did to a schema: coordinates left without a description, and table entries never used. */
export interface DescriptionReport {
  /** Coordinates that neither a decorator, the table nor a rule describes (the schema lint fails on them). */
  missing: string[];
  /** Table keys that named no undescribed element: gone from the schema, or described in a decorator since. */
  unused: string[];
}

const reports = new WeakMap<GraphQLSchema, DescriptionReport>();

/** The report of the describeSchema run on `schema` (for tests), if there was one. */
export function descriptionReport(schema: GraphQLSchema): DescriptionReport | undefined {
  return reports.get(schema);
}

/**
 * Fills in the description of every type, field, argument, input field and enum value of `schema` that has
 * none, from the table and the rules above, in place, and returns what it could not fill and which table
 * entries it did not need.
 */
export function describeSchema(schema: GraphQLSchema): DescriptionReport {
  const missing: string[] = [];
  const used = new Set<string>();
  const fill = (
    target: { description?: string | null | undefined },
    key: string,
    ctx: { type: string; field: string; argument?: string },
  ) => {
    if (target.description) return;
    const text = lookup(key, ctx);
    if (SCHEMA_DESCRIPTIONS[key] !== undefined) used.add(key);
    if (text) target.description = text;
    else missing.push(key);
  };
  for (const type of Object.values(schema.getTypeMap()) as GraphQLNamedType[]) {
    if (type.name.startsWith('__') || BUILT_IN.has(type.name)) continue;
    fill(type, type.name, { type: type.name, field: '' });
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()) as (GraphQLField<unknown, unknown> | GraphQLInputField)[]) {
        fill(field, `${type.name}.${field.name}`, { type: type.name, field: field.name });
        const args: readonly GraphQLArgument[] = 'args' in field ? field.args : [];
        for (const arg of args) {
          fill(arg, `${type.name}.${field.name}(${arg.name})`, {
            type: type.name,
            field: field.name,
            argument: arg.name,
          });
        }
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        const key = `${type.name}.${value.name}`;
        if (value.description) continue;
        if (SCHEMA_DESCRIPTIONS[key] !== undefined) used.add(key);
        const text =
          SCHEMA_DESCRIPTIONS[key] ??
          ENUM_VALUE_RULES.map((rule) => rule({ type: type.name, value: value.name })).find(Boolean);
        if (text) value.description = text;
        else missing.push(key);
      }
    }
  }
  const report = { missing, unused: Object.keys(SCHEMA_DESCRIPTIONS).filter((k) => !used.has(k)) };
  reports.set(schema, report);
  return report;
}
