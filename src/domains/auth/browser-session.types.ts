import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { CREATED_AT_DOC, SESSION_EXPIRES_AT_DOC } from '../descriptions';

@ObjectType({
  implements: Node,
  description: 'A browser session (docs/rules.md §6 BrowserSessionList). Never carries a secret.',
})
export class BrowserSession {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: 'Who signed in: token subject or API key name.' }) subject!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The e-mail of the credential it was made from; null when unknown.',
  })
  email?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A name to show, from the credential it was made from; null when unknown.',
  })
  displayName?: string | null;
  @Field({ description: 'How the session was signed in: api_key, mapgate_token or oidc.' }) authMethod!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The role held in every workspace at sign-in (super_admin, or a global role); null when none.',
  })
  globalRole?: string | null;
  @Field(() => GraphQLJSONObject, { description: 'Workspace id (or "*") -> role id, as resolved at sign-in.' })
  roles!: Record<string, string>;
  @Field({ description: 'Client address at sign-in.' }) remoteAddr!: string;
  @Field({ description: 'User-Agent header at sign-in.' }) userAgent!: string;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
  @Field({ description: 'The last request made with it (to the minute).' }) lastSeenAt!: Date;
  @Field({ description: 'End unless used again: 1 h after its last use.' }) idleExpiresAt!: Date;
  @Field({ description: SESSION_EXPIRES_AT_DOC }) expiresAt!: Date;
  @Field(() => Date, {
    nullable: true,
    description:
      'When it was revoked (logout, revokeBrowserSession, or revoking the API key it was made from); null if not.',
  })
  revokedAt?: Date | null;
  @Field({ description: 'Whether the session could use the console when it was made.' }) consoleAccess!: boolean;
  /** The API key the session was made from, for the graph's `apiKey` edge (not a field). */
  apiKeyId?: string | null;
}
