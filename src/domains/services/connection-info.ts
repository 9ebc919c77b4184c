import { z } from 'zod';
import type { SecretBox } from '../../db/secret-box';
import { BadRequestError, ForbiddenError } from '../../base/errors';
import { parseInput } from '../../base/validate';
import { ServiceType } from './service.types';

/** libpq's sslmode values; prefer is libpq's default too. */
export const SSL_MODES = ['disable', 'allow', 'prefer', 'require', 'verify-ca', 'verify-full'] as const;
export type SslMode = (typeof SSL_MODES)[number];

const required = (what: string) => ({
  error: (i: { input: unknown }) => (i.input === undefined ? 'is required' : `must be ${what}`),
});
const text = (max: number) =>
  z.string(required('a string')).min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

// Strict: an unknown key is a 400 rather than a silently stored secret nobody can see again.
const postgisSchema = z.strictObject({
  // Stored and connected to exactly as the allow-list compares it (see docs/security.md, "Connection tests").
  host: text(255).transform((h) => normalHost(h)),
  port: z
    .number(required('a number'))
    .int('must be an integer')
    .min(1, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(5432),
  database: text(63),
  user: text(63),
  password: z.string(required('a string')).max(1024, 'must be at most 1024 characters').optional(),
  sslmode: z.enum(SSL_MODES, { error: `must be one of ${SSL_MODES.join(', ')}` }).default('prefer'),
  schemas: z
    .array(text(63), required('an array of schema names'))
    .max(256, 'must list at most 256 schemas')
    .default(['public']),
});
const fileSchema = z.strictObject({ path: text(4096) });

export type PostgisInfo = z.output<typeof postgisSchema>;
export type FileInfo = z.output<typeof fileSchema>;
/** A validated connection_info of any type, as stored. */
export type ConnectionInfo = PostgisInfo | FileInfo;

/** Written by the API in place of the password; accepted back (and ignored) so a GET can be PUT again. */
const PASSWORD_CONFIGURED = 'password_configured';

/** Checks a connection_info for a type; the 400 names `connection_info.<key>`. Null keys take their default. */
export function parseConnectionInfo(type: ServiceType, info: Record<string, unknown>): ConnectionInfo {
  const cleaned = Object.fromEntries(Object.entries(info).filter(([k, v]) => v !== null && k !== PASSWORD_CONFIGURED));
  const schema = type === ServiceType.POSTGIS ? postgisSchema : fileSchema;
  return parseInput(z.object({ connectionInfo: schema }), { connectionInfo: cleaned }).connectionInfo;
}

/**
 * The connection_info that results from sending `sent` over a saved one: sent keys win, null resets
 * a key, and an omitted password keeps the saved one (docs/rules.md §6). A change of type starts from
 * nothing, so keys of the old type cannot leak into the new one.
 */
export function mergeConnectionInfo(
  saved: { type: ServiceType; info: ConnectionInfo },
  type: ServiceType,
  sent: Record<string, unknown> | null | undefined,
): ConnectionInfo {
  if (type !== saved.type) return parseConnectionInfo(type, sent ?? {});
  return parseConnectionInfo(type, { ...saved.info, ...(sent ?? {}) });
}

/**
 * The saved password goes only to the saved host and port: to go elsewhere it must be sent again
 * (see docs/security.md, "Connection tests"). Checked after the host rule, which answers first.
 */
export function assertPasswordResent(
  saved: { type: ServiceType; info: ConnectionInfo },
  merged: ConnectionInfo,
  sent: Record<string, unknown> | null | undefined,
): void {
  if (
    isPostgis(saved.type, saved.info) &&
    saved.info.password &&
    'host' in merged &&
    !(sent && 'password' in sent) &&
    !samePair(saved.info, merged)
  ) {
    throw new BadRequestError(
      'connection_info.password: must be sent again when host or port changes (the saved one only goes to the saved host and port)',
    );
  }
}

const samePair = (a: PostgisInfo, b: PostgisInfo) => normalHost(a.host) === normalHost(b.host) && a.port === b.port;

export const isPostgis = (type: ServiceType, info: ConnectionInfo): info is PostgisInfo =>
  type === ServiceType.POSTGIS && 'host' in info;

/**
 * The stored member that holds the sealed password (docs/security.md, "Secrets at rest"). A row
 * written before sealing has `password` in clear instead: it still works, and is sealed at the next
 * start or write.
 */
export const PASSWORD_SEALED = 'password_sealed';

/** A connection_info as it is stored: the password sealed. */
export function sealConnectionInfo(info: ConnectionInfo, box: SecretBox): Record<string, unknown> {
  if (!('password' in info) || typeof info.password !== 'string') return { ...info };
  const { password, ...rest } = info;
  return { ...rest, [PASSWORD_SEALED]: box.seal(password) };
}

/** A stored connection_info with its password opened (a clear one, from before sealing, as it is). */
export function openConnectionInfo(stored: Record<string, unknown>, box: SecretBox): ConnectionInfo {
  const { [PASSWORD_SEALED]: sealed, ...rest } = stored;
  return (typeof sealed === 'string' ? { ...rest, password: box.open(sealed) } : rest) as ConnectionInfo;
}

/** What callers see of a stored connection_info: never the password, only whether one is saved. */
export function presentConnectionInfo(type: ServiceType, stored: Record<string, unknown>): Record<string, unknown> {
  if (type !== ServiceType.POSTGIS || !('host' in stored)) return { ...stored };
  const { password, [PASSWORD_SEALED]: sealed, ...rest } = stored;
  return { ...rest, [PASSWORD_CONFIGURED]: Boolean(password || sealed) };
}

/** One MAPGATE_DATABASE_HOSTS entry: `host`, `host:port`, `[v6]` or `[v6]:port`. */
function parseHostEntry(entry: string): { host: string; port?: number } {
  const v6 = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (v6) return { host: v6[1], port: v6[2] ? Number(v6[2]) : undefined };
  const hp = /^([^:]+):(\d+)$/.exec(entry);
  if (hp) return { host: hp[1], port: Number(hp[2]) };
  return { host: entry };
}

const normalHost = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');

/** True when MAPGATE_DATABASE_HOSTS lets a workspace admin reach host:port. */
export function hostListed(allowed: string[], host: string, port: number): boolean {
  return allowed
    .map(parseHostEntry)
    .some((e) => normalHost(e.host) === normalHost(host) && (e.port === undefined || e.port === port));
}

/**
 * docs/rules.md §6: a workspace admin may only reach PostGIS hosts of MAPGATE_DATABASE_HOSTS, or the
 * host and port already saved for the service. Saving a service is held to the same rule, or saving any host
 * first would make it "the saved host" and open every host to probing.
 */
export function assertHostAllowed(
  superAdmin: boolean,
  allowed: string[],
  info: PostgisInfo,
  saved?: { type: ServiceType; info: ConnectionInfo },
): void {
  if (superAdmin || hostListed(allowed, info.host, info.port)) return;
  // The saved pair (host AND port) stays usable; any other pair must be listed.
  if (saved && isPostgis(saved.type, saved.info) && samePair(saved.info, info)) return;
  throw new ForbiddenError(
    `connection_info.host: "${info.host}" port ${info.port} is not a database host and port that workspace admins may use (MAPGATE_DATABASE_HOSTS)`,
  );
}
