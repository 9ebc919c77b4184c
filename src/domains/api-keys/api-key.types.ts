import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { Field, InputType, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { CREATED_AT_DOC } from '../descriptions';
import { Check } from '../../base/shape';

@ObjectType({
  implements: Node,
  description: 'An API key (docs/rules.md §6). The key itself is shown once, by createAPIKey.',
})
export class APIKey {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: 'The first 12 characters of the key (mgk_ + 8 hex), to tell keys apart.' }) keyPrefix!: string;
  @Field(() => String, { nullable: true, description: 'Absent only for a super_admin key made with the CLI.' })
  workspaceId?: string | null;
  @Field({ description: 'The role the key grants in its workspace (a Role id, e.g. admin).' }) roleId!: string;
  @Field({ description: 'A label for people; also the principal the key acts as (audit, createdBy).' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Name of whoever holds the key; informational only.' })
  ownerName?: string | null;
  @Field(() => String, { nullable: true, description: 'Contact e-mail of whoever holds the key; informational only.' })
  ownerEmail?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the key stops working; null = never.' })
  expiresAt?: Date | null;
  @Field({ description: 'A revoked key stops working at once and stays listed.' }) revoked!: boolean;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
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

@InputType({ description: 'A new API key of one workspace, with one role.' })
export class CreateAPIKeyInput implements Pick<APIKey, 'name' | 'roleId'> {
  @Field({ description: 'A label for people (1-128 characters); the key acts under this name.' })
  @Check(z.string().trim().min(1, 'must not be empty').max(128, 'must be at most 128 characters'))
  name!: string;
  @Field({
    description: 'A workspace role (admin, editor, viewer or a custom role); super_admin keys only come from the CLI.',
  })
  @Check(z.string().min(1, 'must not be empty'))
  roleId!: string;
  @Field(() => String, { nullable: true, description: 'Name of whoever will hold the key; informational only.' })
  @Check(z.string().max(256, 'must be at most 256 characters'))
  ownerName?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Contact e-mail of whoever will hold the key; informational only.',
  })
  @Check(z.email('must be an email address').max(320, 'must be at most 320 characters'))
  ownerEmail?: string | null;
  @Field(() => Date, { nullable: true, description: 'Must be in the future; absent = never expires.' })
  @Check(
    z
      .date('must be a date-time')
      .nullish()
      .refine((d) => !d || d.getTime() > Date.now(), 'must be in the future'),
  )
  expiresAt?: Date | null;
}
