import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A workspace where the caller has a role.' })
export class AuthWorkspace {
  @Field() id!: string;
  @Field() name!: string;
  @Field({ description: 'The effective role: super_admin, else the workspace role, else the global one.' })
  role!: string;
  @Field({ description: 'True when the role is admin or super_admin (the console manages the workspace).' })
  consoleAccess!: boolean;
}

@ObjectType({
  description: 'What the caller may do (docs/rules.md §6); manageWorkspace = console access, the rest = super_admin.',
})
export class AuthCapabilities {
  @Field() manageGlobalCache!: boolean;
  @Field() manageGlobalRoles!: boolean;
  @Field() manageRoles!: boolean;
  @Field() manageSessions!: boolean;
  @Field() manageTileMatrixSets!: boolean;
  @Field() manageWorkspace!: boolean;
  @Field() manageWorkspaces!: boolean;
  @Field() readAudit!: boolean;
  @Field() readCatalogIntegrity!: boolean;
}

@ObjectType()
export class AuthSession {
  @Field() expiresAt!: Date;
  @Field() idleExpiresAt!: Date;
}

@ObjectType({ description: 'The OIDC claims the caller presented: iss, sub, email and the mappable claims.' })
export class PresentedClaims {
  @Field(() => String, { nullable: true }) iss?: string;
  @Field(() => String, { nullable: true }) sub?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => GraphQLJSONObject, { description: 'Claim name (as configured) -> a string or an array of strings.' })
  claims!: Record<string, string | string[]>;
}

@ObjectType({ description: "The caller's identity and capabilities (docs/rules.md §6 AuthMe)." })
export class AuthMe {
  @Field() authenticated!: boolean;
  @Field() principal!: string;
  @Field({ description: 'api_key, mapgate_token, oidc or session (cookie).' }) authMethod!: string;
  @Field() superAdmin!: boolean;
  @Field() consoleAccess!: boolean;
  @Field(() => [AuthWorkspace]) workspaces!: AuthWorkspace[];
  @Field(() => AuthCapabilities) capabilities!: AuthCapabilities;
  @Field(() => String, { nullable: true }) apiKeyId?: string;
  @Field(() => String, { nullable: true }) displayName?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) globalRole?: string;
  @Field(() => String, { nullable: true }) subject?: string;
  @Field(() => String, { nullable: true }) sessionId?: string;
  @Field(() => Date, { nullable: true }) sessionExpiresAt?: Date;
  @Field(() => Date, { nullable: true }) sessionIdleExpiresAt?: Date;
  @Field(() => AuthSession, { nullable: true }) session?: AuthSession;
  @Field(() => PresentedClaims, { nullable: true }) presentedClaims?: PresentedClaims;
}

@InputType({ description: 'Body of POST /auth/login.' })
export class LoginInput {
  @Field({ description: 'An API key, a mapgate token or an OIDC token.' }) token!: string;
}
