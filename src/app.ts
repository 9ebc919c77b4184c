// An entry point (the package's main): decorator metadata must exist before any domain type loads.
import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type http from 'node:http';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { Counter } from 'prom-client';
import { createAuthenticator } from './auth/authenticate';
import { identityMark } from './auth/recheck';
import { CacheInvalidator, CacheRegistry } from './cache/cache';
import { MAPGATE_CACHES } from './cache/defaults';
import { LiveEvents } from './cache/events';
import { createLeases } from './cache/leases';
import { LiveGroups } from './cache/live-groups';
import type { Config } from './base/config';
import { Container } from './base/container';
import { buildContext, type Context } from './request/context';
import type { Database } from './db/client';
import { domains } from './domains';
import { strangerGate, ValidationBudget } from './http/strangers';
import { TileJobMetrics } from './domains/tile-cache';
import { AnonymousRefusals, AuditWriter, LiveRefusals, auditRecorder } from './domains/audit';
import type { Deps } from './domains/domain';
import { authenticateFirst, earlyPrincipal } from './http/authenticate-first';
import { jsonBody } from './http/body';
import { IdempotencyStore } from './http/idempotency';
import { consoleRouter } from './http/console';
import { nulRule } from './http/nul';
import { corsFor } from './http/cors';
import { createDrain, type Drain } from './http/drain';
import { healthRouter } from './http/health';
import { metricsAccess } from './http/metrics-access';
import { httpLogger, unexpectedErrorLog } from './http/logging';
import { createMetrics, type Metrics } from './http/metrics';
import { createRateLimiter } from './http/rate-limit';
import { apiDocsRouter } from './http/api-docs';
import { requestId } from './http/request-id';
import { series, under, when } from './http/series';
import { sameTurn } from './http/turn';
import { requireHttps, trustedPeer } from './http/require-https';
import { securityHeaders } from './http/security-headers';
import { attachSubscriptions } from './graphql/subscriptions';
import { loaderFactory, workspaceFinder } from './runtime/loaders';
import type { Workspace } from './generated/prisma/client';
import type { Logger } from './base/logger';
import { classify, graphqlErrorShape, makeFormatError, sendError } from './outcome';
import { IDE_STATIC_PATH, ideStatic } from './http/ide';
import { ideLandingPage } from './graphql/plugins/ide';
import { buildOpenApi } from './rest/openapi';
import { restRouter } from './rest/adapter';
import { HotQueries, jitGateway } from './graphql/jit';
import { hotPath } from './graphql/hot-path';
import { operationPlugin } from './graphql/plugins/operation';
import { createOperationCore } from './core';
import { buildMapgateSchema } from './graphql/schema';
import { version } from './base/version';
import { isOgcRequest } from './ogc/paths';
import { ogcRouter } from './ogc/router';
import { OgcAccess } from './ogc/access';
import { TileFront } from './ogc/tile-front';
import { OgcSettingsService } from './domains/ogc-settings';
import { TileSources, VectorTileRenderer } from './domains/vector-tiles';
import { PostgisPools } from './domains/services';
import { QuotaTracker, fetchTile, tileRoot } from './domains/tile-cache';
import { NotFoundError, UnavailableError } from './base/errors';
import { TileTraffic } from './domains/cache';
import { workspaceDocumentJsonSchema } from './domains/workspace-documents';

export interface MapgateApp {
  app: Express;
  apollo: ApolloServer<Context>;
  drain: Drain;
  metrics: Metrics;
  container: Container;
  deps: Deps;
  /** The shared reads of live sources (docs/live.md, "One read per event"). */
  groups: LiveGroups;
  /** How many /graphql requests the hot path answered without Apollo (src/graphql/hot-path.ts). */
  readonly hotServed: number;
  /** Serves GraphQL subscriptions over WebSocket at /graphql on a listening server (src/graphql/subscriptions.ts). */
  attachWebSocket(server: http.Server): { close(): Promise<void> };
  /** Stops Apollo and background work; the database is closed by whoever opened it. */
  stop(): Promise<void>;
  /** The text of the OpenAPI document GET /api/v1/openapi.json serves. */
  openApi(): string;
}

/**
 * Wires one mapgate instance. The order of the middleware matters and is commented where it does:
 * refusals that need no credential come first, so that they cost nothing and apply to both surfaces.
 */
export async function createApp(config: Config, db: Database, logger: Logger): Promise<MapgateApp> {
  const caches = new CacheRegistry();
  const invalidator = new CacheInvalidator(caches);
  const deps: Deps = { config, db, logger, caches, invalidator, events: new LiveEvents(invalidator) };
  const container = new Container();
  for (const d of domains) d.register(container, deps);
  const schema = buildMapgateSchema(container);
  const routes = domains.flatMap((d) => d.routes);
  const metrics = createMetrics();
  // Tile job metrics (docs/live.md, "Jobs for operators") join the instance's registry.
  container.get(TileJobMetrics).registerOn(metrics.registry);
  const drain = createDrain();
  const authenticate = createAuthenticator(deps);
  const workspaces = caches.cache<Workspace>('workspaces', MAPGATE_CACHES.workspaces);
  const loaders = loaderFactory(db.prisma, workspaces);
  const contextFor = (surface: 'rest' | 'graphql') => async (req: Request, res: Response) => {
    const early = earlyPrincipal(res);
    const mark = early ? (res.locals.identityMark as number | undefined) : identityMark(caches);
    return buildContext(req, surface, async (r) => early ?? authenticate(r), loaders, mark);
  };

  const armor = new ApolloArmor({
    maxDepth: { n: config.MAPGATE_GRAPHQL_MAX_DEPTH },
    costLimit: { maxCost: config.MAPGATE_GRAPHQL_MAX_COST },
    maxAliases: { n: config.MAPGATE_GRAPHQL_MAX_ALIASES },
    maxDirectives: { n: 50 },
    // graphql's own parser counts tokens (parseOptions below): its refusal is a 400 GRAPHQL_PARSE_FAILED.
    maxTokens: { enabled: false },
    // Suggestions are masked by strangersPlugin, by MAPGATE_SUGGESTIONS and in every wording (enum values too).
    blockFieldSuggestion: { enabled: false },
  }).protect();
  // Parsing and validation time of callers without a credential, per client address (docs/security.md, "Strangers").
  const validationBudget = new ValidationBudget(config.MAPGATE_GRAPHQL_VALIDATION_MS_ANONYMOUS);
  // Errors of a request are logged by its own logger (logErrorsWith: REST adapter, graphqlAccessLog).
  const formatError = makeFormatError(unexpectedErrorLog(logger));
  const idempotency = new IdempotencyStore(db.prisma);
  // Bounded live work (docs/security.md, "Live work"): a credential's subscriptions and event streams.
  const leases = await createLeases(config.MAPGATE_REDIS_URL, config.MAPGATE_REDIS_PREFIX, logger);
  const audit = auditRecorder({
    writer: container.get(AuditWriter),
    registry: metrics.registry,
    anonymous: container.get(AnonymousRefusals),
    live: container.get(LiveRefusals),
  });
  // The one list of steps every GraphQL operation goes through, whatever its transport (src/core).
  const core = createOperationCore({
    formatError,
    audit,
    logger,
    metrics,
    maxCost: config.MAPGATE_GRAPHQL_MAX_COST,
    introspection: config.introspection,
    suggestions: config.MAPGATE_SUGGESTIONS,
    idempotency,
    credentials: { caches, authenticate, events: deps.events },
    live: {
      leases,
      subscriptions: config.MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL,
      streams: config.MAPGATE_MAX_SSE_PER_CREDENTIAL,
    },
  });
  // The queries compiled for /graphql, which the hot path answers again without Apollo (src/graphql/hot-path.ts).
  const hot = new HotQueries();
  let hotServed = 0;
  const apollo = new ApolloServer<Context>({
    // The schema, executed by graphql-jit for documents that clients send again (src/graphql/jit.ts).
    gateway: jitGateway(schema, hot),
    ...armor,
    plugins: [
      ...armor.plugins,
      // Every hook of the operation core (src/core), which the hot path and the REST adapter call too: limits
      // (NUL in variables, the cost with variables, introspection), idempotency, suggestions, metrics, the
      // outcome and its audit event, the request id in every error and the access line; and the strangers'
      // parsing and validation budget (docs/security.md).
      operationPlugin(core, validationBudget),
      // The IDE is served from node_modules; Apollo's default landing page needs a CDN.
      ideLandingPage(),
      // No field carries a cache hint and no answer is cached: Apollo's default cache-control plugin
      // would only wrap every field resolver to compute a policy nobody reads.
      ApolloServerPluginCacheControlDisabled(),
      // Inline tracing is for federated subgraphs, which this schema is not: Apollo's default plugin
      // would switch itself off at start, but only after loading its protobuf module (about 1 MB).
      ApolloServerPluginInlineTraceDisabled(),
    ],
    parseOptions: { maxTokens: config.MAPGATE_GRAPHQL_MAX_TOKENS },
    validationRules: [...armor.validationRules, nulRule],
    formatError,
    includeStacktraceInErrorResponses: false,
    // `mapgate serve` owns SIGTERM: it drains in-flight requests before stopping Apollo.
    stopOnTerminationSignals: false,
    // Allowed here; strangersPlugin refuses it to whom MAPGATE_INTROSPECTION does not allow it.
    introspection: true,
    // CSRF prevention (docs/security.md): a GET or a simple POST must carry a header no browser adds
    // cross-site without a preflight, which CORS then decides. Apollo's own two, and the credential
    // headers: a query over GET with X-API-Key or Authorization (urql's default) is no forgery, while a
    // browser that only has the session cookie still needs one of them (or a JSON Content-Type).
    csrfPrevention: {
      requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'x-api-key', 'authorization'],
    },
    logger,
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustedPeer(config));
  const rateLimiter = await createRateLimiter(config, logger);
  const groups = new LiveGroups(deps.events, config.MAPGATE_LIVE_INTERVAL_MS);
  // How many reads the live paths made (docs/live.md, "One read per event"): per event, not per subscriber.
  new Counter({
    name: 'mapgate_live_reads_total',
    help: 'Database reads made for subscriptions and event streams, shared by those woken by one event.',
    registers: [metrics.registry],
    collect() {
      this.reset();
      this.inc(groups.reads);
    },
  });
  const surfaces = under('/graphql', '/api/v1');
  // What every request passes, as one middleware each (src/http/series.ts: each Express layer costs). The
  // ones the OGC API's requests pass too are made once and shared by both series below.
  const shared = {
    requestId: requestId(),
    accessLog: httpLogger(logger),
    securityHeaders: securityHeaders(),
    https: requireHttps(config),
    drain: drain.middleware(),
    // Body size and JSON parsing come after the cheap refusals, on every route (docs/rules.md §3: 413 everywhere).
    body: jsonBody(
      config.MAPGATE_MAX_BODY_BYTES,
      {
        maxDepth: config.MAPGATE_MAX_JSON_DEPTH,
        maxArrayItems: config.MAPGATE_MAX_JSON_ARRAY_ITEMS,
        maxNodes: config.MAPGATE_MAX_JSON_NODES,
      },
      config.MAPGATE_MAX_BODY_BYTES_ANONYMOUS,
    ),
  };
  // The OGC API of each workspace (docs/data-plane.md): features and vector tiles from PostGIS, the tile
  // store in front. Its requests leave the series below at its first step and pass only the steps of it
  // that apply to them, in the same order (docs/architecture.md, "A request's path"): a map asks for
  // dozens of tiles at once. It authenticates only when the workspace's settings are not public, and is not
  // counted against the management API's per-caller limit; its cost is bounded by the PostGIS pools and
  // statement timeouts (docs/data-plane.md). It reads only cached catalog entries and PostGIS, so its
  // requests do not wait for the turn (sameTurn).
  const noRoute: RequestHandler = (req, res) => sendError(res, 'NOT_FOUND', `no route for ${req.method} ${req.path}`);
  const ogc = ogcRouter({
    access: new OgcAccess(workspaceFinder(db.prisma, workspaces), container.get(OgcSettingsService), authenticate),
    sources: container.get(TileSources),
    renderer: container.get(VectorTileRenderer),
    pools: container.get(PostgisPools),
    front: new TileFront(
      tileRoot(config),
      container.get(QuotaTracker),
      container.get(TileTraffic),
      config.MAPGATE_TILES_MEMORY_CACHE_BYTES,
    ),
    quotaBytes: (own) => own || config.MAPGATE_TILES_CACHE_QUOTA_BYTES,
    mapUpstream: config.MAPGATE_TILE_UPSTREAM
      ? async (vars) => {
          const got = await fetchTile(
            {
              template: config.MAPGATE_TILE_UPSTREAM!,
              timeoutMs: config.MAPGATE_TILE_UPSTREAM_TIMEOUT_MS,
              retries: 0,
              retryDelayMs: 0,
              maxBytes: config.MAPGATE_TILES_MAX_TILE_BYTES,
            },
            { ...vars, style: '' },
            drain.signal,
          );
          if (got.ok) return Buffer.from(got.body);
          // The map server's own words stay in the log; the caller learns what to do.
          logger.warn({ tile: vars, error: got.error }, 'map tile upstream failed');
          if (got.transient) throw new UnavailableError('the map server behind MAPGATE_TILE_UPSTREAM is not answering');
          throw new NotFoundError('the map server behind MAPGATE_TILE_UPSTREAM has no such tile');
        }
      : undefined,
    notFound: noRoute,
  });
  app.use(
    series(
      // The OGC API's requests leave here for a series of their own, which answers them (above).
      when(
        isOgcRequest,
        series(
          shared.requestId,
          shared.accessLog,
          metrics.middleware,
          shared.securityHeaders,
          shared.https,
          shared.drain,
          shared.body,
          drain.hold(ogc),
        ),
      ),
      // Before anything can refuse a request: refusals on /graphql are written in GraphQL's error shape.
      when(under('/graphql'), graphqlErrorShape),
      shared.requestId,
      shared.accessLog,
      metrics.middleware,
      // Health and metrics answer plain HTTP and never count against a rate limit (docs/rules.md §3).
      // Security headers first, so that every answer carries them, refusals included.
      shared.securityHeaders,
      healthRouter({ db, drain, metrics, metricsAllowed: metricsAccess(config) }),
      shared.https,
      shared.drain,
      // Cross-origin browser apps: preflights are answered before any credential or body is looked at.
      when(surfaces, corsFor(config)),
      // The caller is known before the rate limit (keyed by it) and before any body is read (docs/security.md).
      when(
        surfaces,
        authenticateFirst(authenticate, () => identityMark(caches)),
      ),
      rateLimiter,
      shared.body,
      // Requests ready in one turn of the event loop go on together, so that their reads share statements.
      sameTurn(),
      ideStatic(),
      consoleRouter(),
      // The interactive reference of the REST API, served from the package (no outside resource); entered
      // only for /api/v1/docs, which neither /graphql nor the REST router below answers.
      apiDocsRouter(),
    ),
  );
  const graphqlContext = contextFor('graphql');
  app.use(
    '/graphql',
    // A caller without a credential: its address's validation budget and the smaller token limit, on
    // both paths below (docs/security.md, "Strangers").
    strangerGate({ budget: validationBudget, maxTokens: config.MAPGATE_GRAPHQL_MAX_TOKENS_ANONYMOUS }),
    // A plain repeat of a compiled query, answered as Apollo would without its pipeline; anything else
    // goes on to Apollo (docs/architecture.md, "The hot path").
    drain.hold(hotPath({ hot, context: graphqlContext, core, served: () => void hotServed++ })),
    drain.hold(expressMiddleware(apollo, { context: async ({ req, res }) => graphqlContext(req, res) })),
  );

  // Built on first request: most instances are never asked for it.
  let openapi: string | undefined;
  const openApi = () => (openapi ??= JSON.stringify(buildOpenApi(schema, routes, version)));
  app.get('/api/v1/openapi.json', (_req, res) => {
    res.type('application/json').send(openApi());
  });
  // The JSON Schema of workspace documents (docs/workspace-documents.md), for editors and CI checks.
  app.get('/api/v1/schemas/workspace-document.json', (_req, res) => {
    res.type('application/schema+json').send(JSON.stringify(workspaceDocumentJsonSchema(), null, 2));
  });
  app.use(
    '/api/v1',
    drain.hold(
      restRouter({
        schema,
        core,
        routes,
        context: contextFor('rest'),
        idempotency,
        events: deps.events,
        groups,
        stopping: () => drain.draining,
        stopSignal: drain.signal,
      }),
    ),
  );
  app.use(noRoute);
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const c = classify(err);
    if (c.unexpected) req.log?.error({ err }, 'unexpected error');
    sendError(res, c.code, c.message);
  });

  const stoppers: (() => Promise<void>)[] = [];
  for (const d of domains) if (d.start) stoppers.push(await d.start(container, deps));

  return {
    app,
    apollo,
    drain,
    metrics,
    container,
    deps,
    groups,
    get hotServed() {
      return hotServed;
    },
    openApi,
    attachWebSocket: (server) =>
      attachSubscriptions(server, {
        config,
        schema,
        caches,
        logger,
        authenticate,
        live: { services: container, loaders, events: deps.events, groups },
        loaders,
        validationRules: [...armor.validationRules, nulRule],
        maxTokens: config.MAPGATE_GRAPHQL_MAX_TOKENS,
        core,
        rateLimit: (key) => rateLimiter.hit(key),
      }),
    async stop() {
      for (const stop of stoppers.reverse()) await stop();
      await apollo.stop();
      await rateLimiter.close();
      await leases.close();
      metrics.stop();
    },
  };
}

export { IDE_STATIC_PATH };
