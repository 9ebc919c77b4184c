import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { CREATED_AT_DOC } from '../descriptions';
import { Check } from '../../base/shape';

@ObjectType({
  implements: Node,
  description: 'Grants a role to OIDC callers whose token carries a claim value, in one workspace or globally.',
})
export class ClaimMapping {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: 'The workspace id, or "*" for a global mapping.' }) workspaceId!: string;
  @Field({ description: 'A mappable claim (MAPGATE_OIDC_GROUP_CLAIMS); dotted paths reach into nested claims.' })
  claimName!: string;
  @Field({ description: 'Matched exactly against the claim string or one item of the claim array.' })
  claimValue!: string;
  @Field({ description: 'The role granted (a Role id).' }) roleId!: string;
  @Field(() => Int, { description: 'Higher wins; ties go to the stronger role, then the lower role id.' })
  priority!: number;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
}

@InputType({ description: 'A new claim mapping; unique per workspace, claim name and claim value (409).' })
export class CreateClaimMappingInput implements Pick<ClaimMapping, 'claimName' | 'claimValue' | 'roleId'> {
  // No trimming or case folding: matching is exact (docs/rules.md §4), so the value is kept as sent.
  @Field({ description: 'One of the claims of MAPGATE_OIDC_GROUP_CLAIMS; dotted paths allowed.' })
  @Check(z.string().min(1, 'must not be empty').max(256, 'must be at most 256 characters'))
  claimName!: string;
  @Field({ description: 'Matched exactly against the claim string or one item of a claim array.' })
  @Check(z.string().min(1, 'must not be empty').max(1024, 'must be at most 1024 characters'))
  claimValue!: string;
  @Field({ description: 'An existing role (GET /api/v1/roles).' })
  @Check(z.string().min(1, 'must not be empty'))
  roleId!: string;
  @Field(() => Int, { nullable: true, description: 'Default 0; may be negative.' })
  @Check(z.number().int('must be an integer'))
  priority?: number | null;
}
