import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EXPECTED_VERSION_DOC, VERSION_DOC } from '../versions';
import {
  CREATED_AT_DOC,
  FREE_TEXT_CLEARABLE_DOC,
  FREE_TEXT_DOC,
  FREE_TEXT_OR_NULL_DOC,
  VERSIONED_UPDATED_AT_DOC,
} from '../descriptions';
import { WORKSPACE_NAME } from '../../base/validate';

@ObjectType({
  implements: Node,
  description: 'A workspace: the unit of ownership of services, layers, styles and settings.',
})
export class Workspace {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: `Unique; ${WORKSPACE_NAME.source}; usable wherever a workspace argument is taken.` })
  name!: string;
  @Field(() => String, { nullable: true, description: FREE_TEXT_OR_NULL_DOC }) description?: string | null;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
  @Field({ description: VERSIONED_UPDATED_AT_DOC }) updatedAt!: Date;
  @Field(() => Int, { description: VERSION_DOC }) version!: number;
}

@InputType({ description: 'A new workspace (super_admin).' })
export class CreateWorkspaceInput {
  @Field({ description: `Unique; ${WORKSPACE_NAME.source}` }) name!: string;
  @Field(() => String, { nullable: true, description: FREE_TEXT_DOC }) description?: string | null;
}

@InputType({ description: 'Omitted fields stay unchanged; description null clears it.' })
export class UpdateWorkspaceInput {
  @Field(() => String, { nullable: true, description: `A new name, unique; ${WORKSPACE_NAME.source}` }) name?:
    string | null;
  @Field(() => String, { nullable: true, description: FREE_TEXT_CLEARABLE_DOC }) description?: string | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
