/*
 * The two spellings of a member's name: camelCase in the graph and in code, snake_case on REST and in
 * workspace documents. `SnakeCase` is snake() at the type level, so that a type respelled for REST or a
 * document follows from the camelCase one.
 */

export const snake = (s: string): string => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const camel = (s: string): string => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export type SnakeCase<S extends string> = S extends `${infer C}${infer R}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<R>}`
  : S;
