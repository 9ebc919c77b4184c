import type { Domain } from '../domain';
import { GraphPaging } from './graph.pages';
import { GraphPlanner } from './graph.plan';
import { NodeIdResolver, NodeReaders, NodeResolver } from './node.resolver';

/**
 * The graph's machinery (docs/graph.md): connections, keyset pages, per-request loaders, the rule of
 * every edge, `node`. It imports no other domain: each domain writes its own lists, connections and
 * edges with these pieces and registers its node reader; an edge between two domains lives in the one
 * that already imports the other, or names the other's type (`objectTypeNamed`) where that import would
 * close a cycle (docs/architecture.md, "Adding a domain").
 */
export { decodeIdArguments } from './id-arguments';
export {
  ConnectionArgs,
  connectionOf,
  emptyConnection,
  OrderDirection,
  type Connection,
  type PageArgs,
} from './connection';
export { mayRead, readable, readableOne } from './graph.access';
export { asc, desc, nodeList, pickIds } from './graph.lists';
export {
  listResolvers,
  nodeLoaders,
  onWorkspace,
  workspaceEdge,
  type ConnectionField,
  onObject,
  rootQuery,
  workspaceQuery,
  type ListPlace,
  type ListTypes,
  type RootConnection,
} from './graph.fields';
export { byIds, nameKey, PerRequest, single, splitKeys } from './graph.loaders';
export { objectTypeNamed, WORKSPACE, workspaceOf, type WorkspaceRoot } from './graph.types';
export { GraphPaging, pageOfList, type ListArgs, type NodeList } from './graph.pages';
export { planMany, planOne, plannedResolvers, planType } from './graph.plan';
export type { ListSpec, Param } from './keyset';
export {
  CreatedFilter,
  ENABLED_FILTER_DOC,
  FILTER_ARG,
  NAME_ORDER,
  NamedFilter,
  ORDER_ARG,
  orderOf,
  PAGED,
  ROOT_ORDER_ARG,
  type ListOrder,
} from './list.inputs';
export { contains, CREATED_AT, created, equals, inWorkspace, NAME, named, rankAmong, spec } from './list.specs';
export { anyCaller, NodeReaders, ofWorkspace, superAdminOnly, type NodeRead } from './node.resolver';

export const graphDomain: Domain = {
  name: 'graph',
  resolvers: [NodeIdResolver, NodeResolver],
  routes: [],
  register(container, deps) {
    container.set(GraphPaging, new GraphPaging(deps.db.sql));
    container.set(GraphPlanner, new GraphPlanner(deps.db.sql, container, deps.logger));
    // Registered last: by now every domain has added the reader of its node types.
    container.get(NodeReaders).assertComplete();
  },
};
