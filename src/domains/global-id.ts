import { BadRequestError } from '../base/errors';

/**
 * The object types that have a global id (docs/graph.md, "Global ids"): each implements `Node`, and
 * its global id is the base64url (no padding) of `<type>:<database id>`. Role and TileMatrixSet are
 * keyed by their natural key (a role id such as `admin`, a set id such as `WebMercatorQuad`).
 */
export const NODE_TYPES = [
  'Workspace',
  'Service',
  'Layer',
  'Style',
  'LayerGroup',
  'APIKey',
  'ClaimMapping',
  'Role',
  'TileCacheJob',
  'TileMatrixSet',
  'AuditEvent',
  'BrowserSession',
] as const;
export type NodeType = (typeof NODE_TYPES)[number];

const isNodeType = (t: string): t is NodeType => (NODE_TYPES as readonly string[]).includes(t);

/**
 * The node type a GraphQL object type's ids belong to: its own name. Every id has one typename (docs/graph.md,
 * "One typename per id"): no second type carries the id of another.
 */
export function nodeTypeOf(graphqlType: string): NodeType {
  if (!isNodeType(graphqlType)) throw new Error(`${graphqlType} is not a node type`);
  return graphqlType;
}

export const globalId = (type: NodeType, databaseId: string): string =>
  Buffer.from(`${type}:${databaseId}`, 'utf8').toString('base64url');

/**
 * The type and database id inside a global id; null for anything mapgate did not hand out (only
 * the exact encoding counts, so a name or a uuid is never mistaken for one).
 */
export function parseGlobalId(value: string): { type: NodeType; databaseId: string } | null {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const m = /^([A-Za-z]+):(.+)$/s.exec(text);
  if (!m || !isNodeType(m[1]) || globalId(m[1], m[2]) !== value) return null;
  return { type: m[1], databaseId: m[2] };
}

/**
 * An argument that names an object of `type`: a global id of that type becomes its database id;
 * anything else (a database id, a name) is passed on unchanged; a global id of another type is a
 * BAD_REQUEST naming the argument.
 */
export function databaseIdOf(arg: string, type: NodeType, value: string): string {
  const g = parseGlobalId(value);
  if (!g) return value;
  if (g.type !== type) {
    throw new BadRequestError(`${arg}: expected a ${type}, got the global id of a ${g.type}`, { fields: [arg] });
  }
  return g.databaseId;
}

/** An argument that takes a name only (a style): a global id there is a BAD_REQUEST, not an unknown name. */
export function nameOf(arg: string, value: string): string {
  const g = parseGlobalId(value);
  if (g) throw new BadRequestError(`${arg}: takes a name, not the global id of a ${g.type}`, { fields: [arg] });
  return value;
}

export const DATABASE_ID_DOC =
  "Its id in mapgate's database, as REST, the CLI and the audit log show it; `id` is its global id.";
