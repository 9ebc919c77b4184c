import { CatalogIntegrityDocument, RepairCatalogIntegrityDocument } from '../../generated/graphql';
import type { RestRoute } from '../route';

const tag = 'catalog-integrity';

/** Operation 18 of docs/rules.md §10, plus the report without repair (docs/rules.md §9). */
export const integrityRoutes: RestRoute[] = [
  {
    operationId: 'catalogIntegrity',
    method: 'GET',
    path: '/catalog/integrity',
    document: CatalogIntegrityDocument,
    tag,
    summary: 'Report orphan state of the catalog and the tile cache, without repair (super_admin)',
    status: 200,
  },
  {
    operationId: 'repairCatalogIntegrity',
    method: 'POST',
    path: '/catalog/integrity/repair',
    document: RepairCatalogIntegrityDocument,
    tag,
    summary: 'Remove orphan state in one transaction; returns the report after the repair (super_admin)',
    status: 200,
    query: [
      {
        name: 'confirm',
        type: 'boolean',
        required: true,
        description: 'Must be true (case-insensitive) to authorise the removal; otherwise 400 and nothing is removed.',
      },
    ],
    errors: [400],
  },
];
