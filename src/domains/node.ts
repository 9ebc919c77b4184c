import { Field, ID, InterfaceType } from 'type-graphql';
import type { NodeType } from './global-id';

/** The node type of each object `node`/`nodes` return, so the interface can name its type. */
const typeOfNode = new WeakMap<object, NodeType>();

/** `row` marked as a `type` for the Node interface (rows are plain objects, not class instances). */
export function asNode<T extends object>(type: NodeType, row: T): T {
  typeOfNode.set(row, type);
  return row;
}

/**
 * An object with a global id: refetch it with `node(id:)` (docs/graph.md, "Global ids"). The
 * `id` field's resolver (src/domains/graph/node.resolver.ts) encodes the type and the database id.
 */
@InterfaceType({
  description: 'An object that can be fetched again by its global id with `node(id:)` or `nodes(ids:)`.',
  resolveType: (value: object) => typeOfNode.get(value),
})
export abstract class Node {
  @Field(() => ID, {
    description: 'Its global id: opaque, unique across every type; pass it to `node(id:)` or as an argument.',
  })
  id!: string;
}
