import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { SESSION_EXPIRES_AT_DOC } from '../descriptions';
import { Check } from '../../base/shape';

@ObjectType({ description: 'A workspace where the caller has a role.' })
export class AuthWorkspace {
  @Field({ description: 'The workspace id (a UUID).' }) id!: string;
  @Field({ description: 'The workspace name.' }) name!: string;
  @Field({ description: 'The effective role: super_admin, else the workspace role, else the global one.' })
  role!: string;
  @Field({ description: 'True when the role is admin or super_admin (the console manages the workspace).' })
  consoleAccess!: boolean;
}

@ObjectType({
  description: 'What the caller may do (docs/rules.md §6); manageWorkspace = console access, the rest = super_admin.',
})
export class AuthCapabilities {
  @Field({ description: 'May read cache statistics and clear caches (super_admin).' }) manageGlobalCache!: boolean;
  @Field({ description: 'May manage global claim mappings (super_admin).' }) manageGlobalRoles!: boolean;
  @Field({ description: 'May create and delete custom roles (super_admin).' }) manageRoles!: boolean;
  @Field({ description: 'May list and revoke browser sessions (super_admin).' }) manageSessions!: boolean;
  @Field({ description: 'May add, replace and delete custom tile matrix sets (super_admin).' })
  manageTileMatrixSets!: boolean;
  @Field({ description: 'May manage at least one workspace (admin there, or super_admin): the same as consoleAccess.' })
  manageWorkspace!: boolean;
  @Field({ description: 'May create, list and delete workspaces (super_admin).' }) manageWorkspaces!: boolean;
  @Field({ description: 'May read the audit log and run its retention (super_admin).' }) readAudit!: boolean;
  @Field({ description: 'May read and repair catalog integrity (super_admin).' }) readCatalogIntegrity!: boolean;
}

@ObjectType({ description: 'The deadlines of the browser session in use.' })
export class AuthSession {
  @Field({ description: SESSION_EXPIRES_AT_DOC }) expiresAt!: Date;
  @Field({ description: 'End unless the session is used again: 1 h after its last use.' }) idleExpiresAt!: Date;
}

@ObjectType({ description: 'The OIDC claims the caller presented: iss, sub, email and the mappable claims.' })
export class PresentedClaims {
  @Field(() => String, { nullable: true, description: 'The token issuer (iss).' }) iss?: string;
  @Field(() => String, { nullable: true, description: 'The token subject (sub).' }) sub?: string;
  @Field(() => String, { nullable: true, description: 'The email claim, if any.' }) email?: string;
  @Field(() => GraphQLJSONObject, { description: 'Claim name (as configured) -> a string or an array of strings.' })
  claims!: Record<string, string | string[]>;
}

@ObjectType({ description: "The caller's identity and capabilities (docs/rules.md §6 AuthMe)." })
export class AuthMe {
  @Field({ description: 'False for an anonymous caller.' }) authenticated!: boolean;
  @Field({ description: 'Who the caller is, as audited: token subject, API key name, or "anonymous".' })
  principal!: string;
  @Field({ description: 'api_key, mapgate_token, oidc or session (cookie).' }) authMethod!: string;
  @Field({ description: 'True when the caller holds super_admin (every workspace, every operation).' })
  superAdmin!: boolean;
  @Field({ description: 'True for super_admin or an admin of at least one workspace (a global admin included).' })
  consoleAccess!: boolean;
  @Field(() => [AuthWorkspace], { description: 'Every workspace where the caller has a role, by name.' })
  workspaces!: AuthWorkspace[];
  @Field(() => AuthCapabilities, { description: 'What the caller may do, for showing or hiding parts of a UI.' })
  capabilities!: AuthCapabilities;
  @Field(() => String, {
    nullable: true,
    description: 'Id of the API key used, directly or behind the session; null otherwise.',
  })
  apiKeyId?: string;
  @Field(() => String, {
    nullable: true,
    description: 'A name to show: the OIDC name (or preferred_username) or the API key owner name; null when unknown.',
  })
  displayName?: string;
  @Field(() => String, { nullable: true, description: 'The e-mail the credential carries; null when unknown.' })
  email?: string;
  @Field(() => String, {
    nullable: true,
    description: 'The role held in every workspace (super_admin, or a global role); null when none.',
  })
  globalRole?: string;
  @Field(() => String, {
    nullable: true,
    description: 'The same as principal: token subject, API key name, or "anonymous".',
  })
  subject?: string;
  @Field(() => String, { nullable: true, description: 'Id of the browser session in use; null without one.' })
  sessionId?: string;
  @Field(() => Date, {
    nullable: true,
    description: 'Absolute end of the browser session in use (12 h at most); null without one.',
  })
  sessionExpiresAt?: Date;
  @Field(() => Date, {
    nullable: true,
    description: 'When the session in use ends unless used again (1 h idle); null without one.',
  })
  sessionIdleExpiresAt?: Date;
  @Field(() => AuthSession, {
    nullable: true,
    description: 'The browser session in use, with its deadlines; null without one.',
  })
  session?: AuthSession;
  @Field(() => PresentedClaims, {
    nullable: true,
    description: 'The OIDC claims behind the identity; null for other methods.',
  })
  presentedClaims?: PresentedClaims;
}

@InputType({ description: 'Body of POST /auth/login.' })
export class LoginInput {
  @Field({ description: 'An API key, a mapgate token or an OIDC token.' })
  @Check(z.string().trim().min(1, 'must not be empty').max(16384, 'is too long'))
  token!: string;
}
