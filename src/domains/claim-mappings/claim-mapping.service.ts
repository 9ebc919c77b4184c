import type { ResolvableMapping } from '../../auth/claim-roles';
import type { Cache, CacheInvalidator, CacheRegistry } from '../../cache/cache';
import { MAPGATE_CACHES } from '../../cache/defaults';
import type { PrismaClient } from '../../db/client';
import { onViolation } from '../../db/violation';
import { BadRequestError, ConflictError, NotFoundError } from '../../base/errors';
import type { ClaimMapping as ClaimMappingRow } from '../../generated/prisma/client';
import { isUuid } from '../../runtime/loaders';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import { presenter } from '../../base/present';
import type { RoleService } from '../roles';
import { ClaimMapping, CreateClaimMappingInput } from './claim-mapping.types';
import type { SharedTransaction } from '../transaction';

/** The scope of a global mapping (docs/rules.md §6: workspace_id "*"). */
export const GLOBAL_SCOPE = '*';

const createSchema = schemaOf(CreateClaimMappingInput);

/** The scope (a workspace id or GLOBAL_SCOPE) leaves as workspace_id. */
const present = presenter<ClaimMappingRow, ClaimMapping>(ClaimMapping, { workspaceId: (row) => row.scope });

const notFound = () => new NotFoundError('claim mapping not found');

/** The `claim_mappings` cache and its one entry: every mapping, as OIDC role resolution reads them. */
const CLAIM_MAPPINGS_CACHE = 'claim_mappings';
const ALL = 'all';

/**
 * Claim mappings of one scope: a workspace id, or GLOBAL_SCOPE. Every lookup filters on the scope,
 * so an id of another workspace, or a global id used under a workspace path (and the reverse), is
 * simply not found (docs/rules.md §6).
 */
export class ClaimMappingService {
  private readonly cache: Cache<ResolvableMapping[]>;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly roles: RoleService,
    caches: CacheRegistry,
    private readonly invalidator: CacheInvalidator,
    /** The claims role resolution reads (MAPGATE_OIDC_GROUP_CLAIMS); a mapping of any other never applies. */
    private readonly mappableClaims?: string[],
  ) {
    this.cache = caches.cache(CLAIM_MAPPINGS_CACHE, MAPGATE_CACHES.claim_mappings);
  }

  /** This service inside a shared transaction (src/domains/transaction.ts); the cache is the same. */
  within(shared: SharedTransaction): ClaimMappingService {
    return Object.assign(Object.create(this) as ClaimMappingService, {
      prisma: shared.db,
      roles: this.roles.within(shared),
      invalidator: shared.invalidator(this.invalidator),
    });
  }

  /** Highest priority first (docs/rules.md §3), then by claim for a stable order. */
  async list(scope: string): Promise<ClaimMapping[]> {
    return this.listIn([scope]);
  }

  /** The mappings of several scopes (workspace ids or "*") in one statement, in list order. */
  async listIn(scopes: readonly string[]): Promise<ClaimMapping[]> {
    const rows = await this.prisma.claimMapping.findMany({
      where: { scope: { in: [...scopes] } },
      orderBy: [{ priority: 'desc' }, { claimName: 'asc' }, { claimValue: 'asc' }, { id: 'asc' }],
    });
    return rows.map(present);
  }

  /** Mappings by id, in one statement (a page of the graph's connections, `node`); unknown ids are left out. */
  async byIds(ids: readonly string[]): Promise<ClaimMapping[]> {
    const rows = await this.prisma.claimMapping.findMany({ where: { id: { in: ids.filter(isUuid) } } });
    return rows.map(present);
  }

  async get(scope: string, id: string): Promise<ClaimMapping> {
    // The id column is a uuid: anything else cannot exist, and must not reach the database as a 500.
    if (!isUuid(id)) throw notFound();
    const row = await this.prisma.claimMapping.findUnique({ where: { id: id.toLowerCase(), scope } });
    if (!row) throw notFound();
    return present(row);
  }

  async create(scope: string, input: unknown): Promise<ClaimMapping> {
    const data = parseInput(createSchema, input);
    if (this.mappableClaims && !this.mappableClaims.includes(data.claimName)) {
      throw new BadRequestError(
        `claimName: "${data.claimName}" is never read for roles; mappable claims are ${this.mappableClaims.join(', ')} (MAPGATE_OIDC_GROUP_CLAIMS)`,
      );
    }
    await this.assertGrantable(scope, data.roleId);
    // A duplicate is told by the unique index (below) rather than by a read first: one statement less.
    const row = await this.prisma.claimMapping
      .create({
        data: {
          scope,
          workspaceId: scope === GLOBAL_SCOPE ? null : scope,
          claimName: data.claimName,
          claimValue: data.claimValue,
          roleId: data.roleId,
          priority: data.priority ?? 0,
        },
      })
      // A duplicate, or the role or workspace deleted since the check above.
      .catch(
        onViolation({
          unique: () => duplicate(scope, data.claimName, data.claimValue),
          foreignKey: async () => {
            await this.assertGrantable(scope, data.roleId);
            return new NotFoundError('workspace not found');
          },
        }),
      );
    await this.invalidator.invalidate(CLAIM_MAPPINGS_CACHE);
    return present(row);
  }

  /** Deletes in one statement scoped like get(), so a mapping of another scope is never touched. */
  async delete(scope: string, id: string): Promise<string> {
    if (!isUuid(id)) throw notFound();
    const { count } = await this.prisma.claimMapping.deleteMany({ where: { id: id.toLowerCase(), scope } });
    // docs/rules.md §6 (fix): an unknown id, or one of another scope, is 404 rather than a silent 204.
    if (count === 0) throw notFound();
    await this.invalidator.invalidate(CLAIM_MAPPINGS_CACHE);
    return id.toLowerCase();
  }

  /**
   * Every mapping, for resolving an OIDC caller's roles (auth/claim-roles.ts resolveRoles), from the
   * `claim_mappings` cache: thousands of rows are not read again on every OIDC request. docs/rules.md §4
   * says a change applies on the next request: creating or deleting a mapping (or deleting its
   * workspace) empties the cache here and on every instance before it is answered, and while the
   * invalidation bus is down the cache is bypassed.
   */
  allForResolution(): Promise<ResolvableMapping[]> {
    return this.cache.getOrLoad(ALL, () =>
      this.prisma.claimMapping.findMany({
        select: { scope: true, claimName: true, claimValue: true, roleId: true, priority: true },
      }),
    );
  }

  /**
   * docs/rules.md §6 (fix): an unknown role_id is a 400 that lists the valid roles. super_admin is
   * only grantable globally: in a workspace it would let a workspace admin mint super administrators.
   */
  private async assertGrantable(scope: string, roleId: string): Promise<void> {
    const all = await this.roles.ids();
    const valid = scope === GLOBAL_SCOPE ? all : all.filter((r) => r !== 'super_admin');
    if (valid.includes(roleId)) return;
    const why = all.includes(roleId)
      ? `"${roleId}" can only be granted by a global claim mapping`
      : `unknown role "${roleId}"`;
    throw new BadRequestError(`roleId: ${why}; valid roles: ${valid.join(', ')}`, {
      fields: ['roleId'],
      validRoles: valid,
    });
  }
}

const duplicate = (scope: string, name: string, value: string) =>
  new ConflictError(
    `a claim mapping of ${name} = "${value}" already exists ${scope === GLOBAL_SCOPE ? 'globally' : 'in this workspace'}`,
  );
