import { roleRank } from '../../auth/claim-roles';
import type { Cache, CacheInvalidator, CacheRegistry } from '../../cache/cache';
import { MAPGATE_CACHES } from '../../cache/defaults';
import type { PrismaClient } from '../../db/client';
import { onViolation } from '../../db/violation';
import { ConflictError, NotFoundError } from '../../base/errors';
import type { Role } from '../../generated/prisma/client';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import type { SharedTransaction } from '../transaction';
import { CreateRoleInput } from './role.types';

const createSchema = schemaOf(CreateRoleInput);

const byStrength = (a: { id: string }, b: { id: string }) =>
  roleRank(a.id) - roleRank(b.id) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * The `roles` cache and its one entry: every role, in list order. Each claim-mapping and API-key write
 * reads their ids, and the graph's role edges read the roles (one role per API key of a dashboard).
 */
const ROLES_CACHE = 'roles';
const ALL = 'all';

export class RoleService {
  private readonly cache: Cache<Role[]>;

  constructor(
    private readonly prisma: PrismaClient,
    caches: CacheRegistry,
    private readonly invalidator: CacheInvalidator,
  ) {
    this.cache = caches.cache(ROLES_CACHE, MAPGATE_CACHES.roles);
  }

  /** This service inside a shared transaction (src/domains/transaction.ts); the cache is the same. */
  within(shared: SharedTransaction): RoleService {
    return Object.assign(Object.create(this) as RoleService, {
      prisma: shared.db,
      invalidator: shared.invalidator(this.invalidator),
    });
  }

  /** Built-ins strongest first, then custom roles by id: the order of the claim-mapping tiebreak. */
  async list(): Promise<Role[]> {
    return (await this.prisma.role.findMany()).sort(byStrength);
  }

  /** Roles by id, in one statement (the graph's role pages); unknown ids are left out. */
  async byIds(ids: readonly string[]): Promise<Role[]> {
    return this.prisma.role.findMany({ where: { id: { in: [...ids] } } });
  }

  async get(id: string): Promise<Role> {
    const role = await this.prisma.role.findUnique({ where: { id } });
    if (!role) throw new NotFoundError('role not found');
    return role;
  }

  /**
   * Every role, in list order, from the cache (dropped on every instance by a role's create or delete):
   * for reads that many requests repeat. The `roles` query reads the table itself.
   */
  async cached(): Promise<Role[]> {
    return this.cache.getOrLoad(ALL, async () => (await this.prisma.role.findMany()).sort(byStrength));
  }

  /** Every role id, in list order; used to name the valid roles in a 400 (docs/rules.md §6 (fix)). */
  async ids(): Promise<string[]> {
    return (await this.cached()).map((r) => r.id);
  }

  async create(input: unknown): Promise<Role> {
    const data = parseInput(createSchema, input);
    if (await this.prisma.role.findUnique({ where: { id: data.id } })) throw exists(data.id);
    const role = await this.prisma.role
      .create({
        data: { id: data.id, name: data.name ?? data.id, description: data.description ?? null, builtin: false },
      })
      // A concurrent create with the same id slipped past the pre-check.
      .catch(onViolation({ unique: () => exists(data.id) }));
    await this.invalidator.invalidate(ROLES_CACHE);
    return role;
  }

  /**
   * Deletes a custom role. Built-in roles answer 409 rather than 400: the request is well-formed, it
   * conflicts with the seeded state that authorization relies on. A role still granted by claim
   * mappings or API keys (revoked ones included: they stay listed) is 409 naming how many.
   */
  async delete(id: string): Promise<string> {
    await this.prisma
      .$transaction(async (tx) => {
        const role = await tx.role.findUnique({ where: { id } });
        if (!role) throw new NotFoundError('role not found');
        if (role.builtin) throw new ConflictError(`role "${id}" is built in and cannot be deleted`);
        const [mappings, keys] = await Promise.all([
          tx.claimMapping.count({ where: { roleId: id } }),
          tx.apiKey.count({ where: { roleId: id } }),
        ]);
        const uses = [mappings && count(mappings, 'claim mapping'), keys && count(keys, 'API key')].filter(Boolean);
        if (uses.length) throw new ConflictError(`role "${id}" is still assigned to ${uses.join(' and ')}`);
        await tx.role.delete({ where: { id } });
      })
      // The foreign keys are RESTRICT: a mapping or key added meanwhile still blocks the delete.
      .catch(onViolation({ foreignKey: () => new ConflictError(`role "${id}" is still assigned`) }));
    await this.invalidator.invalidate(ROLES_CACHE);
    return id;
  }
}

const exists = (id: string) => new ConflictError(`role "${id}" already exists`);
