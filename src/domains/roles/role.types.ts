import { Node } from '../node';
import { Field, InputType, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { CREATED_AT_DOC, FREE_TEXT_DOC, FREE_TEXT_OR_NULL_DOC } from '../descriptions';
import { matching, ROLE_ID } from '../../base/validate';
import { Check } from '../../base/shape';

@ObjectType({
  implements: Node,
  description: 'A role granted by claim mappings and API keys: a built-in one or a custom one.',
})
export class Role {
  @Field({
    name: 'databaseId',
    description:
      'The role id, as REST and the role arguments take it; built-in roles have id = name (super_admin, admin, editor, viewer). `id` is its global id.',
  })
  id!: string;
  @Field({ description: 'A display name; the id for built-in roles.' }) name!: string;
  @Field(() => String, { nullable: true, description: FREE_TEXT_OR_NULL_DOC }) description?: string | null;
  @Field({ description: 'Built-in roles are seeded and can be neither created nor deleted.' }) builtin!: boolean;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
}

@InputType({ description: 'A new custom role.' })
export class CreateRoleInput {
  @Field({ description: `Unique; ${ROLE_ID.source}` }) @Check(matching(ROLE_ID)) id!: string;
  @Field(() => String, { nullable: true, description: 'Defaults to the id.' })
  @Check(z.string().trim().min(1, 'must not be empty').max(128, 'must be at most 128 characters'))
  name?: string | null;
  @Field(() => String, { nullable: true, description: FREE_TEXT_DOC })
  @Check(z.string().max(2048, 'must be at most 2048 characters'))
  description?: string | null;
}
