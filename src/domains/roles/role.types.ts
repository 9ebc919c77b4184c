import { Node } from '../node';
import { Field, InputType, ObjectType } from 'type-graphql';

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
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field({ description: 'Built-in roles are seeded and can be neither created nor deleted.' }) builtin!: boolean;
  @Field() createdAt!: Date;
}

@InputType()
export class CreateRoleInput {
  @Field({ description: 'Unique; ^[a-z][a-z0-9_-]{0,63}$' }) id!: string;
  @Field(() => String, { nullable: true, description: 'Defaults to the id.' }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}
