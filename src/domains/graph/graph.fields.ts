import type DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, Info, Query, Resolver, Root, type ClassType } from 'type-graphql';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import type { Container } from '../../base/container';
import type { Context } from '../../request/context';
import { WORKSPACE_ARG_DOC } from '../descriptions';
import type { ResolverClass } from '../domain';
import type { NodeType } from '../global-id';
import { workspaceIdOf } from '../workspace-id';
import { ConnectionArgs } from './connection';
import { GraphPaging, type NodeList } from './graph.pages';
import { GraphPlanner, planConnection } from './graph.plan';
import { PerRequest } from './graph.loaders';
import { WORKSPACE, workspaceOf } from './graph.types';
import { FILTER_ARG, ORDER_ARG, ROOT_ORDER_ARG, type ListOrder } from './list.inputs';
import { NodeReaders, type NodeRead } from './node.resolver';

type Injectable<S> = abstract new (...args: never[]) => S;
type ParamDecorator = ReturnType<typeof Ctx>;
type TypeOf = () => ClassType | ResolverClass;

/** A root connection of a list: `<name>(workspace, ...)` under the workspace's id, or over the whole list ("*"). */
export interface RootConnection {
  name: string;
  /** What @Authorized demands (none: any signed-in caller). */
  roles: readonly string[];
  description: string;
  of: 'workspace' | 'all';
}

/**
 * `<name>(workspace, ...)`: the list of one workspace, by its id or name, for its admins
 * (WORKSPACE_ADMIN: an admin of that workspace, a global admin, the super admin).
 */
export const workspaceQuery = (name: string, description: string): RootConnection => ({
  name,
  roles: [WORKSPACE_ADMIN],
  description,
  of: 'workspace',
});

/** `<name>(...)`: the whole list (of no parent, or the global rows, "*"). */
export const rootQuery = (name: string, roles: readonly string[], description: string): RootConnection => ({
  name,
  roles,
  description,
  of: 'all',
});

type Parent = { id: string; workspaceId: string | null | undefined };

/** A connection field `<on>.<name>`: the list under `parent(root)`, empty for whoever may not read its workspace. */
export interface ConnectionField {
  on: TypeOf;
  name: string;
  description: string;
  parent: (root: Parent) => Parent;
}

/** `Workspace.<name>`: the workspace's own list. */
export const onWorkspace = (name: string, description: string): ConnectionField => ({
  on: WORKSPACE,
  name,
  description,
  parent: (ws) => ({ id: ws.id, workspaceId: ws.id }),
});

/** `<Type>.<name>`: the list under an object of a workspace (a service's layers), readable as that workspace. */
export const onObject = (on: TypeOf, name: string, description: string): ConnectionField => ({
  on,
  name,
  description,
  parent: (o) => ({ id: o.id, workspaceId: o.workspaceId }),
});

/** The GraphQL types of a list's connection fields: the connection, its filter and its order. */
export type ListTypes = readonly [connection: ClassType, filter: ClassType, order: ClassType<ListOrder>];

/** Where a list's connections stand: a root query, or a field of the objects that hold it. */
export type ListPlace = RootConnection | ConnectionField;

/** Resolver classes the container builds from the given constructor parameter types. */
const withDeps = <C extends ResolverClass>(cls: C, deps: unknown[]): C => {
  Reflect.defineMetadata('design:paramtypes', deps, cls);
  return cls;
};

/** Decorates `method` of `cls` as a connection field taking (`lead` args, page, filter, orderBy). */
function pagedArgs(
  cls: ResolverClass,
  method: string,
  lead: ParamDecorator[],
  root: boolean,
  filter: ClassType,
  order: ClassType,
) {
  const decorators = [
    ...lead,
    Args(() => ConnectionArgs),
    Arg('filter', () => filter, FILTER_ARG),
    Arg('orderBy', () => order, root ? ROOT_ORDER_ARG : ORDER_ARG),
  ];
  decorators.forEach((d, i) => d(cls.prototype as object, method, i));
}

/**
 * The resolvers of a list's connections (docs/graph.md, paging): each root connection and each
 * connection field in `places` pages the one list, made of `service` (from the container), with its
 * filter and order, under the rule of every edge (graph.access.ts). Every domain declares its lists
 * with it, so they page and authorize alike.
 */
export function listResolvers<S, T>(
  [service, list]: readonly [Injectable<S>, (service: S) => NodeList<T>],
  [connection, filter, order]: ListTypes,
  ...places: ListPlace[]
): ResolverClass[] {
  const queries = places.filter((p): p is RootConnection => !('on' in p));
  const fields = places.filter((p): p is ConnectionField => 'on' in p);
  class ListResolver {
    readonly list: NodeList<T>;
    constructor(
      readonly paging: GraphPaging,
      source: S,
      readonly planner: GraphPlanner,
    ) {
      this.list = list(source);
    }
  }
  const made: ResolverClass[] = [];
  /**
   * A resolver class whose one method is named after its field (type-graphql finds the resolver of an
   * object's field by the method's name), and so is the class, for the container's messages.
   */
  const resolver = (name: string, on: TypeOf | undefined, method: (...a: never[]) => unknown) => {
    const cls = class extends ListResolver {};
    Object.defineProperty(cls, 'name', { value: `${name}Resolver` });
    Object.defineProperty(cls.prototype, name, { value: method, writable: true, configurable: true });
    Resolver(on as () => ClassType)(cls);
    made.push(withDeps(cls, [GraphPaging, service, GraphPlanner]));
    return cls;
  };
  for (const q of queries) {
    const cls = resolver(
      q.name,
      undefined,
      async function (this: ListResolver, info: GraphQLResolveInfo, ctx: Context, ...args: unknown[]) {
        const ws = q.of === 'workspace' ? await workspaceIdOf(ctx, args.shift() as string) : '*';
        const [page, filter, orderBy] = args as [ConnectionArgs, object | null, ListOrder | null];
        // The page as always; what its nodes select below it, read in one statement (graph.plan.ts).
        return this.planner.attach(ctx, info, await this.paging.of(ctx, this.list, ws, { ...page, filter, orderBy }));
      },
    );
    const lead: ParamDecorator[] = [Info(), Ctx()];
    if (q.of === 'workspace') lead.push(Arg('workspace', () => String, { description: WORKSPACE_ARG_DOC }));
    pagedArgs(cls, q.name, lead, true, filter, order);
    const d = Object.getOwnPropertyDescriptor(cls.prototype, q.name)!;
    Query(() => connection, { description: q.description })(cls.prototype, q.name, d);
    Authorized([...q.roles])(cls.prototype, q.name, d);
  }
  for (const f of fields) {
    const cls = resolver(
      f.name,
      f.on,
      function (
        this: ListResolver,
        root: Parent,
        ctx: Context,
        page: ConnectionArgs,
        filter: object | null,
        orderBy: ListOrder | null,
      ) {
        const { id, workspaceId } = f.parent(root);
        return this.paging.inWorkspace(ctx, this.list, id, workspaceId, { ...page, filter, orderBy });
      },
    );
    pagedArgs(cls, f.name, [Root(), Ctx()], false, filter, order);
    planConnection(f.on, f.name, service, list as (s: S) => NodeList<unknown>);
    const d = Object.getOwnPropertyDescriptor(cls.prototype, f.name)!;
    FieldResolver(() => connection, { description: f.description })(cls.prototype, f.name, d);
  }
  return made;
}

/** `<on>.workspace`: the object's workspace, when the caller may read it (graph.access.ts). */
export function workspaceEdge(on: TypeOf, description: string): ResolverClass {
  @Resolver(on as () => ClassType)
  class WorkspaceEdge {
    @FieldResolver(WORKSPACE, { nullable: true, description })
    workspace(@Root() r: { workspaceId?: string | null }, @Ctx() ctx: Context): Promise<object | null> {
      return workspaceOf(ctx, r.workspaceId);
    }
  }
  return WorkspaceEdge;
}

type ByIdLoader<T> = (ctx: Context) => DataLoader<string, T | null>;

/**
 * A domain's per-request loaders, set in the container for its edges, and their `byId` as the reader
 * of its node type under `rule` (the rule of the root fields that read the same objects).
 */
export function nodeLoaders<T extends object, L extends PerRequest<{ byId: DataLoader<string, T | null> }>>(
  container: Container,
  type: NodeType,
  loaders: L,
  rule: (byId: ByIdLoader<T>) => NodeRead,
): L {
  container.set(loaders.constructor as Injectable<L>, loaders);
  container.get(NodeReaders).add(
    type,
    rule((ctx) => loaders.for(ctx.loaders).byId),
  );
  return loaders;
}
