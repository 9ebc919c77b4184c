import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A role granted by claim mappings and API keys: a built-in one or a custom one.' })
export class Role {
  @Field({ description: 'The role id; built-in roles have id = name (super_admin, admin, editor, viewer).' })
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
