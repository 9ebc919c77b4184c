import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  implements: Node,
  description: 'A browser session (docs/rules.md §6 BrowserSessionList). Never carries a secret.',
})
export class BrowserSession {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field() subject!: string;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) displayName?: string | null;
  @Field({ description: 'How the session was signed in: api_key, mapgate_token or oidc.' }) authMethod!: string;
  @Field(() => String, { nullable: true }) globalRole?: string | null;
  @Field(() => GraphQLJSONObject, { description: 'Workspace id (or "*") -> role id, as resolved at sign-in.' })
  roles!: Record<string, string>;
  @Field() remoteAddr!: string;
  @Field() userAgent!: string;
  @Field() createdAt!: Date;
  @Field() lastSeenAt!: Date;
  @Field() idleExpiresAt!: Date;
  @Field() expiresAt!: Date;
  @Field(() => Date, { nullable: true }) revokedAt?: Date | null;
  @Field() consoleAccess!: boolean;
  /** The API key the session was made from, for the graph's `apiKey` edge (not a field). */
  apiKeyId?: string | null;
}
