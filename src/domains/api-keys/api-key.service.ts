import { z } from 'zod';
import { apiKeyCacheKey } from '../../auth/api-key-credential';
import { forgetSessions } from '../../auth/session-credential';
import { newApiKey } from '../../auth/secrets';
import type { CacheInvalidator } from '../../cache/cache';
import type { PrismaClient } from '../../db/client';
import { BadRequestError, ConflictError, NotFoundError } from '../../base/errors';
import type { ApiKey } from '../../generated/prisma/client';
import { isUuid } from '../../runtime/loaders';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import { presenter } from '../../base/present';
import type { RoleService } from '../roles';
import { APIKey, CreateAPIKeyInput, type NewAPIKey } from './api-key.types';
import type { SharedTransaction } from '../transaction';

const SUPER_ADMIN = 'super_admin';

const createSchema = schemaOf(CreateAPIKeyInput);

/** Never the hash: the key cannot be shown again, and its digest is nobody's business. */
const present = presenter<ApiKey, APIKey>(APIKey, { revoked: (row) => row.revokedAt !== null });

const notFound = () => new NotFoundError('API key not found');

/**
 * API keys (docs/rules.md §4, §6): scoped to one workspace with one role. Only the SHA-256 of a key is
 * stored; the key is returned once, by create. Every lookup filters on the workspace, so another
 * workspace's key id is simply not found.
 */
export class ApiKeyService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly roles: RoleService,
    private readonly invalidator: CacheInvalidator,
  ) {}

  /** This service inside a shared transaction (src/domains/transaction.ts). */
  within(shared: SharedTransaction): ApiKeyService {
    return new ApiKeyService(shared.db, this.roles.within(shared), shared.invalidator(this.invalidator));
  }

  /** Newest first; revoked keys stay listed. */
  async list(workspaceId: string): Promise<APIKey[]> {
    return this.listWhere({ workspaceIds: [workspaceId] });
  }

  /** Keys of several workspaces, or by id, in one statement; newest first. */
  async listWhere(by: { workspaceIds?: readonly string[]; ids?: readonly string[] }): Promise<APIKey[]> {
    const rows = await this.prisma.apiKey.findMany({
      where: {
        ...(by.workspaceIds ? { workspaceId: { in: [...by.workspaceIds] } } : {}),
        ...(by.ids ? { id: { in: by.ids.filter(isUuid) } } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    });
    return rows.map(present);
  }

  async get(workspaceId: string, keyId: string): Promise<APIKey> {
    return present(await this.find(workspaceId, keyId));
  }

  /** A workspace key; super_admin cannot be granted here (a workspace admin could mint super administrators). */
  async create(workspaceId: string, input: unknown): Promise<NewAPIKey> {
    const data = parseInput(createSchema, input);
    await this.assertGrantable(data.roleId, false);
    return this.insert(workspaceId, data);
  }

  /**
   * The CLI's create (docs/rules.md §8): the only way to a super_admin key, which has no workspace.
   * Whoever runs the CLI holds the database already, so nothing is given away.
   */
  async createFromCli(workspaceId: string | undefined, input: unknown): Promise<NewAPIKey> {
    const data = parseInput(createSchema, input);
    await this.assertGrantable(data.roleId, true);
    if (data.roleId === SUPER_ADMIN && workspaceId)
      throw new BadRequestError('a super_admin key is not scoped to a workspace');
    if (data.roleId !== SUPER_ADMIN && !workspaceId)
      throw new BadRequestError(`a key with role "${data.roleId}" needs a workspace`);
    return this.insert(workspaceId ?? null, data);
  }

  /**
   * Op 16: idempotent. The key stops working at once: its identity-cache entry is dropped here and on
   * every instance before this returns. The browser sessions signed in with it are revoked in the same
   * transaction, so they also leave the session list.
   */
  async revoke(workspaceId: string, keyId: string): Promise<void> {
    const key = await this.find(workspaceId, keyId);
    if (key.revokedAt) return;
    const now = new Date();
    await this.prisma.$transaction([
      this.prisma.apiKey.updateMany({ where: { id: key.id, revokedAt: null }, data: { revokedAt: now } }),
      this.prisma.browserSession.updateMany({ where: { apiKeyId: key.id, revokedAt: null }, data: { revokedAt: now } }),
    ]);
    await Promise.all([
      this.invalidator.invalidate('identity', apiKeyCacheKey(key.keyHash)),
      // Its sessions were revoked with it; cached sessions carry the key row they were read with.
      forgetSessions(this.invalidator),
    ]);
  }

  /**
   * Removes a revoked key for good (its sessions go with it, by cascade); a live key must be revoked first.
   * Returns its id.
   */
  async delete(workspaceId: string, keyId: string): Promise<string> {
    const key = await this.find(workspaceId, keyId);
    if (!key.revokedAt) throw new ConflictError('API key is not revoked; revoke it before deleting it');
    await this.prisma.apiKey.deleteMany({ where: { id: key.id, revokedAt: { not: null } } });
    await this.invalidator.invalidate('identity', apiKeyCacheKey(key.keyHash));
    return key.id;
  }

  private async insert(workspaceId: string | null, data: z.output<typeof createSchema>): Promise<NewAPIKey> {
    const { key, hash, prefix } = newApiKey();
    const row = await this.prisma.apiKey.create({
      data: {
        keyHash: hash,
        keyPrefix: prefix,
        workspaceId,
        roleId: data.roleId,
        name: data.name,
        ownerName: data.ownerName ?? null,
        ownerEmail: data.ownerEmail ?? null,
        expiresAt: data.expiresAt ?? null,
      },
    });
    return { ...present(row), key };
  }

  private async find(workspaceId: string, keyId: string): Promise<ApiKey> {
    if (!isUuid(keyId)) throw notFound();
    const key = await this.prisma.apiKey.findUnique({ where: { id: keyId.toLowerCase(), workspaceId } });
    if (!key) throw notFound();
    return key;
  }

  /** docs/rules.md §6 (fix), as for claim mappings: an unknown role_id is a 400 listing the valid roles. */
  private async assertGrantable(roleId: string, allowSuperAdmin: boolean): Promise<void> {
    const all = await this.roles.ids();
    const valid = allowSuperAdmin ? all : all.filter((r) => r !== SUPER_ADMIN);
    if (valid.includes(roleId)) return;
    const why = all.includes(roleId)
      ? `"${roleId}" keys can only be created with the CLI (mapgate apikey create)`
      : `unknown role "${roleId}"`;
    throw new BadRequestError(`roleId: ${why}; valid roles: ${valid.join(', ')}`, {
      fields: ['roleId'],
      validRoles: valid,
    });
  }
}
