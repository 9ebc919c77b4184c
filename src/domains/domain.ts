import type { Container } from '../base/container';
import type { Deps } from '../runtime/deps';
import type { NodeType } from './global-id';
import type { RestRoute } from './route';

export type { Deps };

/** A type-graphql resolver class; type-graphql's own signature takes any `Function`. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type ResolverClass = Function;

/** One part of the management model: its resolvers, its REST routes and how its services are made. */
export interface Domain {
  name: string;
  resolvers: ResolverClass[];
  routes: RestRoute[];
  register(container: Container, deps: Deps): void;
  /**
   * Root field arguments (and fields of an `input` argument) that name one of its objects, with that
   * object's node type: they take its global id too (docs/graph.md, "Global ids").
   */
  idArguments?: Readonly<Record<string, NodeType>>;
  idInputFields?: Readonly<Record<string, NodeType>>;
  /**
   * Background work of the domain (workers, timers, listeners), started once the app is wired.
   * Returns how to stop it; `stop()` of the app awaits every one.
   */
  start?(container: Container, deps: Deps): Promise<() => Promise<void>>;
}
