import { registerEnumType } from 'type-graphql';

/** The values of an enum made by `describedEnum`, as a type (what a TypeScript enum's name stands for). */
export type EnumValue<E> = E[keyof E];

/**
 * A GraphQL enum whose values are written beside their descriptions (docs/architecture.md, "Schema
 * descriptions"): `{ KEY: ['value', 'What it means.'] }` gives the object `{ KEY: 'value' }`, registered with
 * type-graphql under `name` (the GraphQL value is KEY, the internal and REST spelling is 'value').
 */
export function describedEnum<const V extends Record<string, readonly [string, string]>>(
  name: string,
  description: string,
  values: V,
): { readonly [K in keyof V]: V[K][0] } {
  const entries = Object.entries(values);
  const e = Object.fromEntries(entries.map(([key, [value]]) => [key, value])) as { [K in keyof V]: V[K][0] };
  const valuesConfig = Object.fromEntries(entries.map(([key, [, about]]) => [key, { description: about }]));
  registerEnumType<typeof e>(e, {
    name,
    description,
    valuesConfig: valuesConfig as Record<keyof V, { description: string }>,
  });
  return Object.freeze(e);
}
