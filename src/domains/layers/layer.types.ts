import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EXPECTED_VERSION_DOC, VERSION_DOC } from '../versions';

@ObjectType({
  implements: Node,
  description: 'A dataset published from a service (a table of a database, a layer of a file).',
})
export class Layer {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field() workspaceId!: string;
  @Field() serviceId!: string;
  @Field({ description: 'Unique in the workspace.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Table (schema.table) or layer inside the source; default: the name.',
  })
  table?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The name of its default style (a style of the same workspace); `defaultStyle` is the style itself.',
  })
  defaultStyleName?: string | null;
  /** The default style's id, for the graph's `defaultStyle` edge (not a field). */
  defaultStyleId?: string | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  @Field(() => Int, { description: VERSION_DOC }) version!: number;
}

@InputType()
export class CreateLayerInput implements Pick<Layer, 'name'> {
  @Field({ description: 'Unique in the workspace; ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$' }) name!: string;
  @Field(() => String, { nullable: true }) table?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'An existing style name of this workspace.' }) defaultStyle?:
    string | null;
}

@InputType({ description: 'Omitted fields stay unchanged; null clears table, title or default_style.' })
export class UpdateLayerInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) table?: string | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) defaultStyle?: string | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
