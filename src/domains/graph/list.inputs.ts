import { Field, InputType, registerEnumType, type ClassType } from 'type-graphql';
import { ServiceType } from '../services';
import { StyleFormatValue } from '../styles';
import { TileCacheJobStatus } from '../tile-cache';
import { OrderDirection } from './connection';

const ENABLED_FILTER_DOC = 'Only enabled (true) or disabled (false) ones.';

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
function orderOf(name: string, keys: Record<string, string>, plural: string): ClassType<ListOrder> {
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

const NAME = { NAME: 'name', CREATED_AT: 'createdAt' };
export const WorkspaceOrder = orderOf('Workspace', NAME, 'workspaces');
export const ServiceOrder = orderOf('Service', NAME, 'services');
export const LayerOrder = orderOf('Layer', NAME, 'layers');
export const StyleOrder = orderOf('Style', NAME, 'styles');
export const LayerGroupOrder = orderOf(
  'LayerGroup',
  { PUBLIC_ID: 'publicId', CREATED_AT: 'createdAt' },
  'layer groups',
);
export const APIKeyOrder = orderOf('APIKey', NAME, 'API keys');
export const ClaimMappingOrder = orderOf(
  'ClaimMapping',
  { PRIORITY: 'priority', CLAIM_NAME: 'claimName', CREATED_AT: 'createdAt' },
  'claim mappings',
);
export const TileCacheJobOrder = orderOf('TileCacheJob', { CREATED_AT: 'createdAt' }, 'tile cache jobs');
export const RoleOrder = orderOf('Role', { RANK: 'rank', NAME: 'name', CREATED_AT: 'createdAt' }, 'roles');
export const TileMatrixSetOrder = orderOf(
  'TileMatrixSet',
  { RANK: 'rank', TITLE: 'title', CREATED_AT: 'createdAt' },
  'tile matrix sets',
);
export const LayerGroupMemberOrder = orderOf('LayerGroupMember', { POSITION: 'position' }, 'layer group members');
export const BrowserSessionOrder = orderOf('BrowserSession', { CREATED_AT: 'createdAt' }, 'browser sessions');

/** Conditions every filter of a list of dated rows takes. */
@InputType({ description: 'A time range of creation (a base of the filters).' })
class CreatedFilter {
  @Field(() => Date, { nullable: true, description: 'Only those created at or after this time.' })
  createdAfter?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only those created before this time.' })
  createdBefore?: Date | null;
}

@InputType({ description: 'A name and a time range (a base of the filters).' })
class NamedFilter extends CreatedFilter {
  @Field(() => String, { nullable: true, description: 'Part of the name, any case.' }) nameContains?: string | null;
}

@InputType({ description: 'Which workspaces to list; every given condition must hold.' })
export class WorkspaceFilter extends NamedFilter {}

@InputType({ description: 'Which services to list; every given condition must hold.' })
export class ServiceFilter extends NamedFilter {
  @Field(() => Boolean, { nullable: true, description: ENABLED_FILTER_DOC })
  enabled?: boolean | null;
  @Field(() => ServiceType, { nullable: true, description: 'Only services of this type.' }) type?: ServiceType | null;
}

@InputType({ description: 'Which layers to list; every given condition must hold.' })
export class LayerFilter extends NamedFilter {}

@InputType({ description: 'Which styles to list; every given condition must hold.' })
export class StyleFilter extends NamedFilter {
  @Field(() => StyleFormatValue, { nullable: true, description: 'Only styles written in this format.' })
  format?: StyleFormatValue | null;
}

@InputType({ description: 'Which layer groups to list; every given condition must hold.' })
export class LayerGroupFilter extends CreatedFilter {
  @Field(() => String, { nullable: true, description: 'Part of the public id, any case.' })
  nameContains?: string | null;
  @Field(() => Boolean, { nullable: true, description: ENABLED_FILTER_DOC })
  enabled?: boolean | null;
}

@InputType({ description: 'Which API keys to list; every given condition must hold.' })
export class APIKeyFilter extends NamedFilter {
  @Field(() => Boolean, { nullable: true, description: 'Only revoked (true) or usable (false) keys.' })
  revoked?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Only keys granting this role (its id).' }) role?: string | null;
}

@InputType({ description: 'Which claim mappings to list; every given condition must hold.' })
export class ClaimMappingFilter extends CreatedFilter {
  @Field(() => String, { nullable: true, description: 'Only mappings granting this role (its id).' })
  role?: string | null;
  @Field(() => String, { nullable: true, description: 'Only mappings of this claim (exact name).' })
  claimName?: string | null;
}

@InputType({ description: 'Which tile cache jobs to list; every given condition must hold.' })
export class TileCacheJobFilter extends CreatedFilter {
  @Field(() => [TileCacheJobStatus], {
    nullable: true,
    description: 'Only jobs in one of these states, e.g. [QUEUED, RUNNING] for the work in progress.',
  })
  status?: TileCacheJobStatus[] | null;
}

@InputType({ description: 'Which browser sessions to list; every given condition must hold.' })
export class BrowserSessionFilter extends CreatedFilter {}

@InputType({ description: 'Which roles to list; every given condition must hold.' })
export class RoleFilter extends NamedFilter {
  @Field(() => Boolean, { nullable: true, description: 'Only built-in (true) or custom (false) roles.' })
  builtin?: boolean | null;
}

@InputType({ description: 'Which tile matrix sets to list; every given condition must hold.' })
export class TileMatrixSetFilter extends CreatedFilter {
  @Field(() => String, { nullable: true, description: 'Part of the id or of the title, any case.' })
  nameContains?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only built-in (true) or custom (false) sets.' })
  builtin?: boolean | null;
}
