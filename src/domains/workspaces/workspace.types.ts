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
import { z } from 'zod';
import { WORKSPACE_NAME } from '../../base/validate';
import { Check } from '../../base/shape';
import { workspaceName as name } from '../names';

const description = z.string().max(2048, 'must be at most 2048 characters');

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
  @Field({ description: `Unique; ${WORKSPACE_NAME.source}` }) @Check(name) name!: string;
  @Field(() => String, { nullable: true, description: FREE_TEXT_DOC }) @Check(description) description?: string | null;
}

@InputType({ description: 'Omitted fields stay unchanged; description null clears it.' })
export class UpdateWorkspaceInput {
  @Field(() => String, { nullable: true, description: `A new name, unique; ${WORKSPACE_NAME.source}` })
  @Check(name)
  name?: string | null;
  @Field(() => String, { nullable: true, description: FREE_TEXT_CLEARABLE_DOC }) @Check(description) description?:
    string | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
