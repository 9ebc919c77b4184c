import type { ContainerType } from 'type-graphql';

type Class<T = unknown> = abstract new (...args: never[]) => T;

/**
 * A small dependency container for type-graphql: services are registered as instances; resolvers are
 * built on first use from their constructor parameter types (decorator metadata). One per app.
 */
export class Container implements ContainerType {
  private readonly instances = new Map<unknown, unknown>();

  set<T>(cls: Class<T>, instance: T): this {
    this.instances.set(cls, instance);
    return this;
  }

  get<T>(cls: Class<T>): T {
    if (!this.instances.has(cls)) {
      const deps: Class[] = Reflect.getMetadata('design:paramtypes', cls) ?? [];
      const args = deps.map((d) => {
        if (!this.instances.has(d)) throw new Error(`container: ${cls.name} needs ${d?.name}, which is not registered`);
        return this.instances.get(d);
      });
      this.instances.set(cls, new (cls as new (...a: unknown[]) => T)(...args));
    }
    return this.instances.get(cls) as T;
  }
}
