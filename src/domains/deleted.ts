import { Field, ID, ObjectType } from 'type-graphql';
import { NODE_TYPES, globalId, type NodeType } from './global-id';

/** What every `Delete<Type>Payload` carries. */
export interface Deleted {
  deletedId: string;
}

/** The node types with a delete mutation: all but audit events and browser sessions (kept, or revoked). */
type Deletable = Exclude<NodeType, 'AuditEvent' | 'BrowserSession'>;
const DELETABLE = NODE_TYPES.filter((t): t is Deletable => t !== 'AuditEvent' && t !== 'BrowserSession');

function payloadOf(type: Deletable): new () => Deleted {
  @ObjectType(`Delete${type}Payload`, { description: `The answer of delete${type}: what was deleted.` })
  class Payload implements Deleted {
    @Field(() => ID, {
      description: `The global id of the deleted ${type} (\`id\` of the ${type}, as \`node(id:)\` took it).`,
    })
    deletedId!: string;
  }
  return Payload;
}

// One class per deletable type, made when this module loads (before any schema is built).
const payloads = new Map<Deletable, new () => Deleted>(DELETABLE.map((t) => [t, payloadOf(t)]));

/**
 * The answer type of the delete mutation of `type` (`Delete<Type>Payload { deletedId }`): the global id
 * of what was deleted, the one `node(id:)` took, so that a client's normalized cache can drop its record
 * (Relay's `@deleteRecord`, Apollo's `cache.evict({ id: cache.identify(...) })`; docs/graph.md,
 * "Deletes"). Not a Node: nothing of it is kept after the delete.
 */
export function DeletePayload(type: Deletable): new () => Deleted {
  return payloads.get(type)!;
}

/** The answer of a delete mutation: the deleted object's global id, from its database id. */
export const deleted = (type: Deletable, databaseId: string): Deleted => ({ deletedId: globalId(type, databaseId) });
