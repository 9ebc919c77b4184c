import { Node } from '../node';
import { Field, InputType, ObjectType } from 'type-graphql';
import { CREATED_AT_DOC, FREE_TEXT_DOC, FREE_TEXT_OR_NULL_DOC } from '../descriptions';

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
  @Field({ description: 'Unique; ^[a-z][a-z0-9_-]{0,63}$' }) id!: string;
  @Field(() => String, { nullable: true, description: 'Defaults to the id.' }) name?: string | null;
  @Field(() => String, { nullable: true, description: FREE_TEXT_DOC }) description?: string | null;
}
