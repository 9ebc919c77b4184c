import path from 'node:path';
import { parseSecretKey } from './secret-key';
import { z } from 'zod';

/*
 * The sole reader of process.env. Every variable is validated once at start-up; an invalid
 * configuration stops mapgate with one line per problem (docs/rules.md §7).
 */

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? def : ['true', '1', 'yes'].includes(v)));
const int = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return def;
      const n = Number(v);
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`;
        ctx.addIssue({ code: 'custom', message: `must be a whole number ${range}` });
        return z.NEVER;
      }
      return n;
    });
/** `https://host[:port]` and nothing more, as browsers send it in `Origin`. */
function isOrigin(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v;
  } catch {
    return false;
  }
}

const list = (def: string[] = []) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined
        ? def
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    );
const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .refine(
      (v) => {
        if (!v) return true;
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { message: `must be a URL (${protocols.join(' or ')})` },
    )
    .transform((v) => v || undefined);
const cidr = z.string().refine(
  (s) => {
    const [addr, bits] = s.split('/');
    const isV4 = /^\d{1,3}(\.\d{1,3}){3}$/.test(addr) && addr.split('.').every((o) => Number(o) <= 255);
    const isV6 = addr.includes(':');
    if (!isV4 && !isV6) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isV4 ? 32 : 128));
  },
  { message: 'must be a comma-separated list of IP addresses or CIDR ranges' },
);

const schema = z
  .object({
    /** PostgreSQL connection string; unset selects the embedded PGlite database under MAPGATE_DATA_DIR. */
    DATABASE_URL: url(['postgres:', 'postgresql:']),
    /** Connections in the PostgreSQL pool of one instance. */
    MAPGATE_DB_POOL_SIZE: int(10, 1),
    /**
     * Named (server-side prepared) statements on PostgreSQL: each SQL shape is parsed and planned once
     * per connection. Turn off behind a pooler that cannot keep them (PgBouncer before 1.21 in
     * transaction mode).
     */
    MAPGATE_DB_PREPARED_STATEMENTS: bool(true),
    /** Where the embedded database and the tile cache live. */
    MAPGATE_DATA_DIR: z.string().default('./data'),
    /**
     * Where the first start writes a one-time super-admin API key when no credential exists (docs/security.md,
     * "The first credential"); unset: `first-admin.key` in the data directory; empty: never (print how to make
     * one with the CLI instead).
     */
    MAPGATE_FIRST_KEY_FILE: z.string().optional(),
    /**
     * The key that seals service passwords at rest (AES-256-GCM; docs/security.md, "Secrets at rest"):
     * 32 bytes as 64 hex characters or base64. Unset: `secret.key` in the data directory, made at the
     * first start. Required, the same on each, when several instances share one database.
     */
    MAPGATE_SECRET_KEY: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const key = parseSecretKey(v);
        if (!key) ctx.addIssue({ code: 'custom', message: 'must be 32 bytes: 64 hex characters or base64' });
        return key;
      }),
    /** Earlier secret keys, comma-separated: they still open what they sealed, during a rotation. */
    MAPGATE_SECRET_KEY_PREVIOUS: list().transform((keys, ctx) =>
      keys.flatMap((k) => {
        const key = parseSecretKey(k);
        if (!key) ctx.addIssue({ code: 'custom', message: 'each key must be 32 bytes: 64 hex characters or base64' });
        return key ? [key] : [];
      }),
    ),
    /** Listen address and port. */
    MAPGATE_HOST: z.string().min(1).default('127.0.0.1'),
    MAPGATE_PORT: int(4000, 0).refine((n) => n <= 65535, { message: 'must be a port number (0-65535)' }),
    /** Largest accepted request body, in bytes (413 above it). */
    MAPGATE_MAX_BODY_BYTES: int(10 * 1024 * 1024, 1),
    /** Largest body of a request without a verified credential (413 above it): it is read before any authorization. */
    MAPGATE_MAX_BODY_BYTES_ANONYMOUS: int(64 * 1024, 1),
    /** Shape bounds of a JSON body, counted while it arrives (413 above them; see docs/security.md). */
    MAPGATE_MAX_JSON_DEPTH: int(32, 1),
    MAPGATE_MAX_JSON_ARRAY_ITEMS: int(10_000, 1),
    MAPGATE_MAX_JSON_NODES: int(50_000, 1),
    /** Limits of a GraphQL document on /graphql (400 naming the limit above them; see docs/security.md). */
    MAPGATE_GRAPHQL_MAX_DEPTH: int(10, 1),
    MAPGATE_GRAPHQL_MAX_COST: int(5000, 1),
    MAPGATE_GRAPHQL_MAX_ALIASES: int(15, 0),
    MAPGATE_GRAPHQL_MAX_TOKENS: int(5000, 1),
    /** The token limit of a document sent without a verified credential (docs/security.md, "Strangers"). */
    MAPGATE_GRAPHQL_MAX_TOKENS_ANONYMOUS: int(1000, 1),
    /** Milliseconds of parsing and validation per client address and minute for requests without a credential. */
    MAPGATE_GRAPHQL_VALIDATION_MS_ANONYMOUS: int(1000, 1),
    /** Who may introspect the schema: all, authenticated or off (default: authenticated under NODE_ENV=production, else all). */
    MAPGATE_INTROSPECTION: z
      .enum(['all', 'authenticated', 'off'], { message: 'must be all, authenticated or off' })
      .optional(),
    /** Who is told "did you mean" suggestions in GraphQL errors: all, authenticated or off. */
    MAPGATE_SUGGESTIONS: z
      .enum(['all', 'authenticated', 'off'], { message: 'must be all, authenticated or off' })
      .default('off'),
    /**
     * Slow clients and connections (docs/security.md, "Connections and slow clients"): the headers of a
     * request must arrive within the first, the whole request (body included) within the second (408 and
     * closed); one client address may hold at most so many connections, the server so many in all.
     */
    MAPGATE_HEADERS_TIMEOUT_MS: int(10_000, 1),
    MAPGATE_REQUEST_TIMEOUT_MS: int(60_000, 1),
    MAPGATE_MAX_CONNECTIONS_PER_ADDRESS: int(256, 1),
    MAPGATE_MAX_CONNECTIONS: int(10_000, 1),
    /**
     * Live work (docs/security.md, "Open streams"): subscriptions one WebSocket may run at once, subscriptions
     * one credential may run across all its sockets, event streams (SSE) one credential may hold open. The
     * credential counts are shared through Redis when MAPGATE_REDIS_URL is set.
     */
    MAPGATE_MAX_SUBSCRIPTIONS_PER_SOCKET: int(100, 1),
    MAPGATE_MAX_SUBSCRIPTIONS_PER_CREDENTIAL: int(1000, 1),
    MAPGATE_MAX_SSE_PER_CREDENTIAL: int(20, 1),
    /**
     * Coalesced delivery (docs/live.md, "Coalesced delivery"): a subscriber (subscription or event stream)
     * is sent a state read at least this many milliseconds after the one it was sent before; the states in
     * between are merged into the latest, the final state and the end always arrive.
     */
    MAPGATE_LIVE_INTERVAL_MS: int(250, 50, 5_000),
    /** Refuse plain HTTP with 426 unless it comes from a trusted peer (docs/rules.md §3). */
    MAPGATE_REQUIRE_HTTPS: bool(true),
    /**
     * Peers whose X-Forwarded-For / X-Forwarded-Proto are believed: none by default; `loopback` or CIDRs
     * opt in (a proxy on the same host needs `loopback`). See docs/security.md, "Client address".
     */
    MAPGATE_TRUSTED_PROXIES: list().pipe(z.array(z.union([z.literal('loopback'), cidr]))),
    /**
     * Who may read /metrics: peers (by socket address) in these ranges, `loopback` by default, or anyone
     * presenting MAPGATE_METRICS_TOKEN as a bearer token (docs/reliability.md, "Metrics").
     */
    MAPGATE_METRICS_ALLOW: list(['loopback']).pipe(z.array(z.union([z.literal('loopback'), cidr]))),
    MAPGATE_METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * Exact origins (`https://admin.example.com`) of browser apps on another origin that may call both
     * surfaces with credentials: CORS answers them, preflights included (docs/security.md, "CORS").
     */
    MAPGATE_CORS_ORIGINS: list().pipe(
      z.array(
        z.string().refine(isOrigin, 'each origin must be scheme://host[:port], exactly, with no path or wildcard'),
      ),
    ),
    /** Requests per minute per credential (or per client IP when anonymous). */
    MAPGATE_RATE_LIMIT_PER_MINUTE: int(1200, 1),
    /** Shares rate-limit counters (and cache invalidation) across instances. */
    MAPGATE_REDIS_URL: url(['redis:', 'rediss:']),
    /** Start of every Redis key and channel name, so that several deployments can share one Redis. */
    MAPGATE_REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_.-]{1,64}$/, { message: 'letters, digits and : _ . - only (at most 64)' })
      .default('mapgate:'),
    /** How long SIGTERM waits for in-flight requests before exiting, in ms. */
    MAPGATE_SHUTDOWN_TIMEOUT_MS: int(10000, 0),
    /** pino log level. */
    MAPGATE_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Log lines: `auto` (readable on a terminal, JSON otherwise), `json` or `pretty`. */
    MAPGATE_LOG_FORMAT: z.enum(['auto', 'json', 'pretty'], { message: 'must be auto, json or pretty' }).default('auto'),
    /** Optional TLS at mapgate itself: PEM certificate and key files. */
    MAPGATE_TLS_CERT_FILE: z.string().optional(),
    MAPGATE_TLS_KEY_FILE: z.string().optional(),
    /** OIDC provider: issuer (discovery) or a JWKS URI, the audience, algorithms and required scopes. */
    MAPGATE_OIDC_ISSUER: url(['https:', 'http:']),
    MAPGATE_OIDC_JWKS_URI: url(['https:', 'http:']),
    MAPGATE_OIDC_AUDIENCE: z.string().optional(),
    MAPGATE_OIDC_ALGORITHMS: list(['RS256', 'ES256', 'PS256', 'EdDSA']).pipe(
      z.array(z.enum(['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'])),
    ),
    MAPGATE_OIDC_REQUIRED_SCOPES: list(),
    /** Claims that claim mappings may match; dotted paths reach into nested objects. */
    MAPGATE_OIDC_GROUP_CLAIMS: list(['groups', 'roles', 'group', 'role', 'realm_access.roles', 'cognito:groups']),
    /** Global ceilings for workspace tile settings (docs/rules.md §6). */
    MAPGATE_TILES_MAX_FEATURES: int(50000, 1),
    MAPGATE_TILES_MAX_VERTICES: int(5000000, 1),
    MAPGATE_TILES_MAX_TILE_BYTES: int(10 * 1024 * 1024, 1),
    /** Global persistent tile cache quota in bytes (0 = unlimited). */
    MAPGATE_TILES_CACHE_QUOTA_BYTES: int(0, 0),
    /** Bytes of the most recently served stored tiles each instance keeps in memory (0 = none; docs/data-plane.md). */
    MAPGATE_TILES_MEMORY_CACHE_BYTES: int(32 * 1024 * 1024, 0),
    /** Roots under which file-based services may live (paths are checked after resolving symlinks). */
    MAPGATE_ALLOWED_PATHS: list(),
    /** PostGIS hosts (`host` or `host:port`) that workspace admins may point services at and probe. */
    MAPGATE_DATABASE_HOSTS: list(),
    /** How long a service connection test may take before it reports ok=false (docs/rules.md §6: 10 s). */
    MAPGATE_CONNECTION_TEST_TIMEOUT_MS: int(10000, 1),
    /** statement_timeout of every query mapgate sends to a service's PostGIS database (discovery, OGC API). */
    MAPGATE_POSTGIS_STATEMENT_TIMEOUT_MS: int(10_000, 1),
    /** Connections per PostGIS service and instance (discovery, OGC API features and tiles). */
    MAPGATE_POSTGIS_POOL_SIZE: int(5, 1),
    /** Audit events older than this are deleted by retention. */
    MAPGATE_AUDIT_RETENTION_DAYS: int(90, 1),
    /**
     * URL template of the map server that renders tiles for seeding, e.g.
     * `http://render:8080/{workspace}/{resource}/{tms}/{z}/{x}/{y}.{format}`; `{format}` is the cache's file
     * extension (png, jpg, webp, mvt), `{style}` the job's style (empty when none). Unset: seed jobs get 422.
     */
    MAPGATE_TILE_UPSTREAM: url(['http:', 'https:']).refine(
      (v) => !v || ['{z}', '{x}', '{y}'].every((p) => v.includes(p)),
      {
        message: 'must contain {z}, {x} and {y}',
      },
    ),
    /** Most tiles one tile cache job may cover (all its resources and zoom levels); larger jobs get 422. */
    MAPGATE_TILE_JOB_MAX_TILES: int(10_000_000, 1),
    /** Tile jobs queued or running at once in one workspace; a create beyond is refused (422). */
    MAPGATE_TILE_JOBS_MAX_PER_WORKSPACE: int(20, 1),
    /** Tiles still to do in one workspace's queued and running jobs; a create that would pass it is refused (422). */
    MAPGATE_TILE_JOBS_MAX_TILES_PER_WORKSPACE: int(20_000_000, 1),
    /** Days a finished (succeeded, failed, cancelled) tile cache job is kept; older ones are deleted daily. */
    MAPGATE_TILE_JOB_RETENTION_DAYS: int(30, 1),
    /** Whether this instance runs tile cache jobs (false: it only serves the API; another instance works). */
    MAPGATE_TILE_WORKER_ENABLED: bool(true),
    /** Tile requests this instance's worker has in flight at once. */
    MAPGATE_TILE_WORKER_CONCURRENCY: int(4, 1),
    /** Tiles per chunk, the unit that workers claim and checkpoint (a rectangle at one zoom level). */
    MAPGATE_TILE_WORKER_CHUNK_TILES: int(256, 1),
    /** How long a claimed chunk stays owned without a heartbeat, in ms; a dead worker's chunks are taken over after it. */
    MAPGATE_TILE_WORKER_LEASE_MS: int(30_000, 100),
    /** How often an idle worker looks for work, in ms. */
    MAPGATE_TILE_WORKER_POLL_MS: int(2_000, 10),
    /** Timeout of one upstream tile request, in ms. */
    MAPGATE_TILE_UPSTREAM_TIMEOUT_MS: int(10_000, 1),
    /** Retries of a tile after a 5xx, a timeout or a network error; a 4xx fails the tile at once. */
    MAPGATE_TILE_UPSTREAM_RETRIES: int(2, 0),
    /** Delay before the first retry, in ms; it doubles for each further retry. */
    MAPGATE_TILE_UPSTREAM_RETRY_DELAY_MS: int(500, 0),
    /** Whether this instance carries out workspace document runs (exports, applies); false: another instance does. */
    MAPGATE_DOCUMENT_WORKER_ENABLED: bool(true),
    /** How long a claimed export run stays owned without a heartbeat, in ms (an apply holds its run locked instead). */
    MAPGATE_DOCUMENT_RUN_LEASE_MS: int(30_000, 100),
    /** How often an idle document worker looks for runs, in ms (a run queued on this instance wakes it at once). */
    MAPGATE_DOCUMENT_RUN_POLL_MS: int(1_000, 10),
    /** Days an ended workspace document run (and a stored export) is kept; older ones are deleted daily. */
    MAPGATE_DOCUMENT_RUN_RETENTION_DAYS: int(7, 1),
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.MAPGATE_TLS_CERT_FILE) !== Boolean(c.MAPGATE_TLS_KEY_FILE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAPGATE_TLS_KEY_FILE'],
        message: 'MAPGATE_TLS_CERT_FILE and MAPGATE_TLS_KEY_FILE go together',
      });
    }
    if ((c.MAPGATE_OIDC_ISSUER || c.MAPGATE_OIDC_JWKS_URI) && !c.MAPGATE_OIDC_AUDIENCE) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAPGATE_OIDC_AUDIENCE'],
        message: 'is required when an OIDC issuer or JWKS URI is set',
      });
    }
  });

/** Every setting's name (`.env.example` lists them all; a test keeps the two together). */
export const SETTING_NAMES: readonly string[] = Object.keys(schema.shape);

export type Config = z.output<typeof schema> & {
  dataDir: string;
  /** MAPGATE_FIRST_KEY_FILE resolved, or undefined when turned off. */
  firstKeyFile: string | undefined;
  /** MAPGATE_INTROSPECTION, or its default for NODE_ENV (authenticated in production, else all). */
  introspection: Exposure;
};

/** Who is told about the schema (introspection, suggestions): everyone, verified callers, or nobody. */
export type Exposure = 'all' | 'authenticated' | 'off';

/** Raised for an invalid configuration; `problems` holds one line per problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.join('\n')}`);
  }
}

/** Reads and validates the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`));
  }
  const dataDir = path.resolve(parsed.data.MAPGATE_DATA_DIR);
  const firstKey = parsed.data.MAPGATE_FIRST_KEY_FILE;
  return {
    ...parsed.data,
    dataDir,
    firstKeyFile: firstKey === '' ? undefined : path.resolve(dataDir, firstKey ?? 'first-admin.key'),
    introspection: parsed.data.MAPGATE_INTROSPECTION ?? (env.NODE_ENV === 'production' ? 'authenticated' : 'all'),
  };
}
