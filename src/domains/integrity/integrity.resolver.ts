import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { SUPER_ADMIN } from '../../auth/permissions';
import { IntegrityService } from './integrity.service';
import { IntegrityReport } from './integrity.types';

@Resolver(() => IntegrityReport)
export class IntegrityResolver {
  constructor(private readonly service: IntegrityService) {}

  @Authorized(SUPER_ADMIN)
  @Query(() => IntegrityReport, {
    description:
      'Orphan state of the catalog and the tile cache, and layers whose PostGIS table, column or database is gone (drift); removes nothing.',
  })
  catalogIntegrity(): Promise<IntegrityReport> {
    return this.service.report();
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => IntegrityReport, {
    description:
      'Removes orphan state, and drifted layers whose table or column is gone and that no layer group shows, in one transaction; ' +
      'returns the report after it; without confirm: true, a 400 and nothing removed.',
  })
  repairCatalogIntegrity(
    // Nullable on purpose: a missing confirm must reach the service's clear 400, not a GraphQL variable error.
    @Arg('confirm', () => Boolean, { nullable: true, description: 'Must be true.' }) confirm?: boolean | null,
  ): Promise<IntegrityReport> {
    return this.service.repair(confirm);
  }
}
