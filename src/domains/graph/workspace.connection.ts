import {
  Arg,
  Authorized,
  Field,
  FieldResolver,
  InputType,
  Int,
  ObjectType,
  Query,
  Resolver,
  Root,
  registerEnumType,
} from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import { Workspace, WorkspaceService } from '../workspaces';
import { planPage, toPage } from './connection';

/** Where a page stands in its list (the Relay cursor connections shape). */
@ObjectType({ description: 'Where a page stands in its list.' })
export class PageInfo {
  @Field({ description: 'True when there are more items after this page.' }) hasNextPage!: boolean;
  @Field({ description: 'True when there are items before this page.' }) hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: 'The cursor of the first item; null on an empty page.' })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: 'The cursor of the last item; null on an empty page.' })
  endCursor!: string | null;
}

export enum OrderDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(OrderDirection, { name: 'OrderDirection', description: 'Ascending or descending.' });

export enum WorkspaceOrderField {
  NAME = 'name',
  CREATED_AT = 'createdAt',
}
registerEnumType(WorkspaceOrderField, {
  name: 'WorkspaceOrderField',
  description: 'What workspaces are sorted by; ties are broken by id.',
});

@InputType({ description: 'How to sort workspaces.' })
export class WorkspaceOrder {
  @Field(() => WorkspaceOrderField, { description: 'The sort key.' }) field!: WorkspaceOrderField;
  @Field(() => OrderDirection, { defaultValue: OrderDirection.ASC, description: 'Default ASC.' })
  direction!: OrderDirection;
}

@InputType({ description: 'Which workspaces to list; every given condition must hold.' })
export class WorkspaceFilter {
  @Field(() => String, { nullable: true, description: 'Part of the name, any case.' }) nameContains?: string | null;
}

@ObjectType({ description: 'A workspace and its position in the list.' })
export class WorkspaceEdge {
  @Field({ description: 'Pass as `after` or `before` to page from here.' }) cursor!: string;
  @Field(() => Workspace, { description: 'The workspace.' }) node!: Workspace;
}

@ObjectType({ description: 'One page of workspaces.' })
export class WorkspaceConnection {
  @Field(() => [WorkspaceEdge], { description: 'The workspaces of this page, in list order.' }) edges!: WorkspaceEdge[];
  @Field(() => PageInfo, { description: 'Where this page stands.' }) pageInfo!: PageInfo;
  /** The filter of the page, for `totalCount` (not a field). */
  nameContains?: string | null;
}

@Resolver(() => WorkspaceConnection)
export class WorkspaceConnectionResolver {
  constructor(private readonly workspaces: WorkspaceService) {}

  @Authorized(SUPER_ADMIN)
  @Query(() => WorkspaceConnection, {
    description:
      'Workspaces, a page at a time (docs/graph.md, paging): first/after forwards, last/before backwards; ' +
      'first and last default to 50 and may be at most 500.',
  })
  async workspacesConnection(
    @Arg('first', () => Int, { nullable: true, description: 'How many from the start (or after `after`).' })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: 'A cursor: start after it.' }) after?: string | null,
    @Arg('last', () => Int, { nullable: true, description: 'How many from the end (or before `before`).' })
    last?: number | null,
    @Arg('before', () => String, { nullable: true, description: 'A cursor: end before it.' }) before?: string | null,
    @Arg('filter', () => WorkspaceFilter, { nullable: true, description: 'Which workspaces.' })
    filter?: WorkspaceFilter | null,
    @Arg('orderBy', () => WorkspaceOrder, { nullable: true, description: 'Default: by name, ascending.' })
    orderBy?: WorkspaceOrder | null,
  ): Promise<WorkspaceConnection> {
    const plan = planPage({ first, after, last, before });
    const field = orderBy?.field === WorkspaceOrderField.CREATED_AT ? 'createdAt' : 'name';
    const desc = (orderBy?.direction === OrderDirection.DESC) !== plan.backwards;
    const rows = await this.workspaces.pageOf({ ...plan, field, desc, nameContains: filter?.nameContains });
    const page = toPage(rows, plan, (w) => ({
      v: field === 'createdAt' ? w.createdAt.toISOString() : w.name,
      id: w.id,
    }));
    return { ...page, nameContains: filter?.nameContains };
  }

  // A separate count, run only when selected.
  @FieldResolver(() => Int, { description: 'How many workspaces match the filter, on every page.' })
  totalCount(@Root() c: WorkspaceConnection): Promise<number> {
    return this.workspaces.count(c.nameContains);
  }
}
