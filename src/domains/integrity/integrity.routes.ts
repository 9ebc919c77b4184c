import { CatalogIntegrityDocument, RepairCatalogIntegrityDocument } from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const r = routesOf('catalog-integrity');

/** Operation 18 of docs/rules.md §10, plus the report without repair (docs/rules.md §9). */
export const integrityRoutes: RestRoute[] = [
  r.get(
    '/catalog/integrity',
    CatalogIntegrityDocument,
    'Report orphan state of the catalog and the tile cache, without repair (super_admin)',
  ),
  r.post(
    '/catalog/integrity/repair',
    RepairCatalogIntegrityDocument,
    'Remove orphan state in one transaction; returns the report after the repair (super_admin)',
    {
      query: [
        {
          name: 'confirm',
          type: 'boolean',
          required: true,
          description:
            'Must be true (case-insensitive) to authorise the removal; otherwise 400 and nothing is removed.',
        },
      ],
      errors: [400],
    },
  ),
];
