import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({
  implements: Node,
  description: 'An API key (docs/rules.md §6). The key itself is shown once, by createAPIKey.',
})
export class APIKey {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: 'The first 12 characters of the key (mgk_ + 8 hex), to tell keys apart.' }) keyPrefix!: string;
  @Field(() => String, { nullable: true, description: 'Absent only for a super_admin key made with the CLI.' })
  workspaceId?: string | null;
  @Field() roleId!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) ownerName?: string | null;
  @Field(() => String, { nullable: true }) ownerEmail?: string | null;
  @Field(() => Date, { nullable: true }) expiresAt?: Date | null;
  @Field({ description: 'A revoked key stops working at once and stays listed.' }) revoked!: boolean;
  @Field() createdAt!: Date;
}

/** A new key as the service makes it: the APIKey and the key itself (createAPIKey, the CLI). */
export type NewAPIKey = APIKey & { key: string };

/**
 * The answer of createAPIKey: the new APIKey and, beside it, the key itself. Not a Node: the APIKey is
 * the one record of its id in a client's normalized cache.
 */
@ObjectType({
  description: 'The answer of createAPIKey: the new API key, and the key itself (the only time it is shown).',
})
export class CreateAPIKeyPayload {
  @Field(() => APIKey, { description: 'The new API key, as apiKey(keyId:) and the lists show it.' })
  apiKey!: APIKey;
  @Field(() => String, {
    nullable: true,
    description:
      'mgk_ + 64 hex characters; store it now, it cannot be shown again. Null only in the replay of an ' +
      'Idempotency-Key request, which withholds it (docs/security.md, "Secrets").',
  })
  key!: string | null;
}

@InputType()
export class CreateAPIKeyInput implements Pick<APIKey, 'name' | 'roleId'> {
  @Field() name!: string;
  @Field({
    description: 'A workspace role (admin, editor, viewer or a custom role); super_admin keys only come from the CLI.',
  })
  roleId!: string;
  @Field(() => String, { nullable: true }) ownerName?: string | null;
  @Field(() => String, { nullable: true }) ownerEmail?: string | null;
  @Field(() => Date, { nullable: true, description: 'Must be in the future; absent = never expires.' })
  expiresAt?: Date | null;
}
