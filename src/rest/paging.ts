import {
  Kind,
  parseType,
  validate,
  type DocumentNode,
  type FieldNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { BadRequestError } from '../base/errors';

/** The most `?limit=` may ask for, and what a `?cursor=` without a limit gets (as GraphQL's `first`). */
export const MAX_LIMIT = 500;
export const DEFAULT_LIMIT = 50;

/** The query parameters a paged list route takes besides its own. */
export const PAGE_PARAMS = ['limit', 'cursor'];

const field = (name: string, selectionSet?: SelectionSetNode): FieldNode => ({
  kind: Kind.FIELD,
  name: { kind: Kind.NAME, value: name },
  ...(selectionSet ? { selectionSet } : {}),
});
const selections = (...fields: FieldNode[]): SelectionSetNode => ({ kind: Kind.SELECTION_SET, selections: fields });
const variable = (name: string) => ({ kind: Kind.VARIABLE, name: { kind: Kind.NAME, value: name } }) as const;

/**
 * The paged twin of a list route's document (docs/graph.md, "Paging over REST"): the same operation
 * with its root list field replaced by the connection field `connection`, given the same arguments
 * plus `first: $first, after: $after`, and the list's selection moved under `edges { node }` beside
 * `pageInfo { hasNextPage endCursor }`. Validated against the schema, like the route's own document.
 */
export function pagedDocument(schema: GraphQLSchema, document: DocumentNode, connection: string): DocumentNode {
  const definitions = document.definitions.map((d) => {
    if (d.kind !== Kind.OPERATION_DEFINITION) return d;
    const op = d as OperationDefinitionNode;
    const list = op.selectionSet.selections[0] as FieldNode;
    const paged: FieldNode = {
      ...field(
        connection,
        selections(
          field('edges', selections(field('node', list.selectionSet))),
          field('pageInfo', selections(field('hasNextPage'), field('endCursor'))),
        ),
      ),
      arguments: [
        ...(list.arguments ?? []),
        ...['first', 'after'].map((a) => ({
          kind: Kind.ARGUMENT as const,
          name: { kind: Kind.NAME as const, value: a },
          value: variable(a),
        })),
      ],
    };
    return {
      ...op,
      variableDefinitions: [
        ...(op.variableDefinitions ?? []),
        ...[
          ['first', 'Int'],
          ['after', 'String'],
        ].map(([name, type]) => ({
          kind: Kind.VARIABLE_DEFINITION as const,
          variable: variable(name),
          type: parseType(type),
        })),
      ],
      selectionSet: selections(paged),
    };
  });
  const doc: DocumentNode = { kind: Kind.DOCUMENT, definitions };
  const invalid = validate(schema, doc);
  if (invalid.length) throw new Error(`${connection}: ${invalid.map((e) => e.message).join('; ')}`);
  return doc;
}

/** `?limit=&cursor=` as the connection's `first`/`after`; a bad value is a 400 naming its parameter. */
export function pageVariables(query: Record<string, unknown>): { first: number; after: string | null } {
  const { limit, cursor } = query;
  if (limit !== undefined && typeof limit !== 'string') throw new BadRequestError('limit: must be given once');
  if (cursor !== undefined && typeof cursor !== 'string') throw new BadRequestError('cursor: must be given once');
  if (limit !== undefined && !(/^\d{1,4}$/.test(limit) && Number(limit) >= 1 && Number(limit) <= MAX_LIMIT)) {
    throw new BadRequestError(`limit: must be an integer from 1 to ${MAX_LIMIT}`);
  }
  if (cursor === '') throw new BadRequestError('cursor: must not be empty');
  return { first: limit === undefined ? DEFAULT_LIMIT : Number(limit), after: cursor ?? null };
}

/** The connection's refusal of a cursor, in REST's words (`after` is `cursor` there). */
export const restPageDetail = (detail: string): string =>
  detail.replace(/^after:/, 'cursor:').replace(/^first:/, 'limit:');

/** A page of the connection as the REST body: its items (shaped by `shape`) under the list's key, and the cursor of the next page. */
export function pagedBody(
  listKey: string,
  connection: unknown,
  shape: (nodes: unknown[]) => unknown,
): Record<string, unknown> {
  const page = connection as {
    edges: { node: unknown }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
  const items = shape(page.edges.map((e) => e.node));
  return { [listKey]: items, next_cursor: page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null };
}
