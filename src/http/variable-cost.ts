import {
  BREAK,
  GraphQLError,
  Kind,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  visit,
} from 'graphql';

/*
 * The cost limit with the variables counted (docs/security.md, "GraphQL refusals"). graphql-armor's
 * costLimit is a validation rule, and validation never sees variables: `first: 500` written in the
 * document multiplies the cost of the list below it, `first: $n` with n = 500 counts as 1. Once the
 * operation is known, this plugin computes the cost again as graphql-armor does (same weights: object 2,
 * scalar 1, depth factor 1.5, the largest `first`/`last` of a field multiplying its subtree), with the
 * values the variables have (or their defaults), and refuses the operation above MAPGATE_GRAPHQL_MAX_COST.
 */

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;

/** The cost of an operation, the variables' values counted where `first` or `last` takes one. */
export function operationCost(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  const defaults = new Map<string, unknown>();
  for (const d of operation.variableDefinitions ?? []) {
    if (d.defaultValue?.kind === Kind.INT) defaults.set(d.variable.name.value, Number(d.defaultValue.value));
  }
  const valueOf = (node: ASTNode): number | undefined => {
    if (node.kind === Kind.INT) return parseInt(node.value, 10);
    if (node.kind !== Kind.VARIABLE) return undefined;
    const v = node.name.value in variables ? variables[node.name.value] : defaults.get(node.name.value);
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  };
  const visiting = new Set<string>();
  const cost = (node: ASTNode): number => {
    if (node.kind === Kind.FIELD && node.name.value === '__schema') return 0;
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(node.name.value);
      // A cycle is a validation error reported elsewhere; count it once here.
      if (!fragment || visiting.has(node.name.value)) return SCALAR_COST;
      visiting.add(node.name.value);
      const c = SCALAR_COST + DEPTH_FACTOR * cost(fragment);
      visiting.delete(node.name.value);
      return c;
    }
    if (!('selectionSet' in node) || !node.selectionSet) return SCALAR_COST;
    let c = OBJECT_COST;
    let multiplier = 1;
    if (node.kind === Kind.FIELD) {
      const arg = node.arguments?.find((a) => a.name.value === 'first' || a.name.value === 'last');
      if (arg) multiplier = Math.max(valueOf(arg.value) ?? 1, 1);
    }
    for (const child of node.selectionSet.selections) c += DEPTH_FACTOR * cost(child);
    return c * multiplier;
  };
  return operation.selectionSet.selections.reduce((sum, s) => sum + cost(s), 0);
}

const variablePaged = new WeakMap<DocumentNode, boolean>();

/**
 * Whether the operation gives `first` or `last` from a variable anywhere (else validation counted it all);
 * cached per parsed document (the hot path asks again on every repeat).
 */
function usesVariablePage(document: DocumentNode): boolean {
  let known = variablePaged.get(document);
  if (known === undefined) variablePaged.set(document, (known = findVariablePage(document)));
  return known;
}

function findVariablePage(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Argument(n) {
      if ((n.name.value !== 'first' && n.name.value !== 'last') || n.value.kind !== Kind.VARIABLE) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * The refusal of an operation over the cost limit once its variables are known, or undefined. The
 * message is graphql-armor's, reworded like it (src/outcome/limit-message.ts).
 */
export function variableCostRefusal(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
  maxCost: number,
): GraphQLError | undefined {
  if (!usesVariablePage(document)) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const found = operationCost(operation, fragments, variables ?? {});
  if (found <= maxCost) return undefined;
  return new GraphQLError(
    `Query cost limit of ${maxCost} exceeded, found ${Math.round(found)} (setting MAPGATE_GRAPHQL_MAX_COST).`,
    { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } },
  );
}
