import type { SharedTransaction } from '../transaction';
import type { CacheInvalidator } from '../../cache/cache';
import type { PrismaClient } from '../../db/client';
import { onViolation } from '../../db/violation';
import { ConflictError, NotFoundError } from '../../base/errors';
import type { Workspace } from '../../generated/prisma/client';
import { isUuid } from '../../runtime/loaders';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import { CreateWorkspaceInput, UpdateWorkspaceInput } from './workspace.types';
import { checkVersion, claimVersion } from '../versions';
import { sameNameIgnoringCase, underNameLock, type PrismaTx } from '../names';
import { ENDED_STATES } from '../tile-cache';

const createSchema = schemaOf(CreateWorkspaceInput);
const updateSchema = schemaOf(UpdateWorkspaceInput);

/** Tile cache job statuses after which a job holds nothing (docs/rules.md §6). */
const FINISHED_JOB = [...ENDED_STATES];

export class WorkspaceService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly invalidator: CacheInvalidator,
  ) {}

  /** This service inside a shared transaction (src/domains/transaction.ts). */
  within(shared: SharedTransaction): WorkspaceService {
    return new WorkspaceService(shared.db, shared.invalidator(this.invalidator));
  }

  list(): Promise<Workspace[]> {
    return this.prisma.workspace.findMany({ orderBy: { name: 'asc' } });
  }

  /** Workspaces by id, in one statement (a page of the graph's connection); unknown ids are left out. */
  byIds(ids: readonly string[]): Promise<Workspace[]> {
    return this.prisma.workspace.findMany({ where: { id: { in: ids.filter(isUuid) } } });
  }

  /** A workspace by id or name. */
  async get(ref: string): Promise<Workspace> {
    const ws = await this.prisma.workspace.findUnique({
      where: isUuid(ref) ? { id: ref.toLowerCase() } : { name: ref },
    });
    if (!ws) throw new NotFoundError('workspace not found');
    return ws;
  }

  async create(input: unknown): Promise<Workspace> {
    const data = parseInput(createSchema, input);
    return underNameLock(this.prisma, 'workspaces', data.name, undefined, async (db) => {
      await this.assertNameFree(db, data.name);
      return db.workspace.create({ data: { name: data.name, description: data.description ?? null } });
    }).catch(duplicate(data.name));
  }

  async update(ref: string, input: unknown, expectedVersion?: number | null): Promise<Workspace> {
    const data = parseInput(updateSchema, input);
    const ws = await this.get(ref);
    const rename = data.name && data.name !== ws.name ? data.name : undefined;
    const updated = await underNameLock(this.prisma, 'workspaces', rename, undefined, async (db) => {
      await claimVersion(db, 'workspaces', ws.id, expectedVersion);
      if (rename) await this.assertNameFree(db, rename, ws.id);
      return db.workspace.update({
        where: { id: ws.id },
        data: {
          ...(data.name ? { name: data.name } : {}),
          ...(data.description !== undefined ? { description: data.description } : {}),
        },
      });
    }).catch(duplicate(data.name ?? ws.name));
    await this.invalidator.invalidate('workspaces');
    return updated;
  }

  /**
   * Deletes an empty workspace; its claim mappings, API keys, settings and finished tile cache jobs go
   * with it, and so do the cached lookups that could still name it (on every instance). A job still
   * queued, running or cancelling keeps it (409), as services, styles and layer groups do.
   */
  async delete(ref: string, expectedVersion?: number | null): Promise<string> {
    const ws = await this.get(ref);
    await this.prisma.$transaction(async (tx) => {
      await checkVersion(tx, 'workspaces', ws.id, expectedVersion);
      const [services, styles, groups, jobs] = await Promise.all([
        tx.service.count({ where: { workspaceId: ws.id } }),
        tx.style.count({ where: { workspaceId: ws.id } }),
        tx.layerGroup.count({ where: { workspaceId: ws.id } }),
        tx.tileCacheJob.count({ where: { workspaceId: ws.id, status: { notIn: FINISHED_JOB } } }),
      ]);
      const used = [
        [services, 'services'],
        [styles, 'styles'],
        [groups, 'layer groups'],
        [jobs, 'unfinished tile cache jobs'],
      ]
        .filter(([n]) => Number(n) > 0)
        .map(([n, what]) => `${n} ${what}`);
      if (used.length) throw new ConflictError(`workspace "${ws.name}" is not empty: it has ${used.join(', ')}`);
      // Only finished jobs are left; a job created meanwhile makes the workspace delete fail on its key.
      await tx.tileCacheJob.deleteMany({ where: { workspaceId: ws.id, status: { in: FINISHED_JOB } } });
      await tx.workspace.delete({ where: { id: ws.id } });
    });
    await Promise.all(
      ['workspaces', 'identity', 'claim_mappings', 'settings', 'styles'].map((c) => this.invalidator.invalidate(c)),
    );
    return ws.id;
  }

  private async assertNameFree(db: PrismaTx, wsName: string, exceptId?: string): Promise<void> {
    const taken = await sameNameIgnoringCase(db, 'workspaces', wsName, undefined, exceptId);
    if (taken) throw new ConflictError(`workspace "${taken}" already exists`);
  }
}

/** A unique violation that slipped past the pre-check (a concurrent create) is still a 409. */
const duplicate = (wsName: string) =>
  onViolation({ unique: () => new ConflictError(`workspace "${wsName}" already exists`) });
