import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EXPECTED_VERSION_DOC, VERSION_DOC } from '../versions';

@ObjectType({
  implements: Node,
  description: 'A workspace: the unit of ownership of services, layers, styles and settings.',
})
export class Workspace {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  @Field(() => Int, { description: VERSION_DOC }) version!: number;
}

@InputType()
export class CreateWorkspaceInput {
  @Field({ description: 'Unique; ^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$' }) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
}

@InputType({ description: 'Omitted fields stay unchanged; description null clears it.' })
export class UpdateWorkspaceInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
