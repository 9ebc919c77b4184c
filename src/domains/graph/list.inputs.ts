import { Field, InputType, registerEnumType, type ClassType } from 'type-graphql';
import { FILTER_ARG_DOC, ORDER_ARG_DOC } from '../descriptions';
import { OrderDirection } from './connection';

export const ENABLED_FILTER_DOC = 'Only enabled (true) or disabled (false) ones.';

/** The `orderBy` argument of a list: one of its sort keys and a direction. */
export interface ListOrder {
  field: string;
  direction: OrderDirection;
}

const SORT_KEYS: Record<string, string> = {
  name: 'By name.',
  createdAt: 'By creation time.',
  publicId: 'By public id.',
  priority: 'By rank: highest priority first, then by claim name and value (ASC is the order they apply in).',
  claimName: 'By claim name.',
  rank: 'The order of the plain list: the built-ins first, in their fixed order, then the others by id.',
  title: 'By title.',
  position: 'Drawing order: bottom to top (ASC) or top to bottom (DESC).',
};

/** `<Name>OrderField` (the enum of `fields`) and the `<Name>Order` input around it. */
export function orderOf(name: string, keys: Record<string, string>, plural: string): ClassType<ListOrder> {
  // type-graphql knows an enum by its object: each list gets its own, or the last name given wins for all.
  const fields = { ...keys };
  registerEnumType(fields, {
    name: `${name}OrderField`,
    description: `What ${plural} are sorted by; ties are broken by id.`,
    valuesConfig: Object.fromEntries(Object.keys(fields).map((k) => [k, { description: SORT_KEYS[fields[k]] }])),
  });
  @InputType(`${name}Order`, { description: `How to sort ${plural}.` })
  class Order implements ListOrder {
    @Field(() => fields, { description: 'The sort key.' }) field!: string;
    @Field(() => OrderDirection, { defaultValue: OrderDirection.ASC, description: 'Default ASC.' })
    direction!: OrderDirection;
  }
  return Order;
}

/** The sort keys of a list ordered by name or creation time. */
export const NAME_ORDER = { NAME: 'name', CREATED_AT: 'createdAt' };

/** Conditions every filter of a list of dated rows takes. */
@InputType({ description: 'A time range of creation (a base of the filters).' })
export class CreatedFilter {
  @Field(() => Date, { nullable: true, description: 'Only those created at or after this time.' })
  createdAfter?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only those created before this time.' })
  createdBefore?: Date | null;
}

@InputType({ description: 'A name and a time range (a base of the filters).' })
export class NamedFilter extends CreatedFilter {
  @Field(() => String, { nullable: true, description: 'Part of the name, any case.' }) nameContains?: string | null;
}

/** The options of the `filter` argument of a list field. */
export const FILTER_ARG = { nullable: true, description: FILTER_ARG_DOC } as const;
/** The options of the `orderBy` argument of a list field of an object. */
export const ORDER_ARG = { nullable: true, description: ORDER_ARG_DOC } as const;
/** The options of the `orderBy` argument of a root connection. */
export const ROOT_ORDER_ARG = {
  nullable: true,
  description: 'The order; the default is that of the plain list field.',
} as const;
/** The end of a root connection's description. */
export const PAGED = 'a page at a time (docs/graph.md, paging); first and last default to 50, at most 500.';
