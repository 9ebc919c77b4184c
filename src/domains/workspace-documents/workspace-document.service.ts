import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../db/client';
import type { SqlExecutor } from '../../db/sql';
import { BadRequestError, NotFoundError, PreconditionFailedError } from '../../base/errors';
import { ApiKeyService } from '../api-keys';
import { ClaimMappingService } from '../claim-mappings';
import { LayerGroupService } from '../layer-groups';
import { LayerService } from '../layers';
import { ServiceService } from '../services';
import { OgcSettingsService, ogcApiSettingsSchema, ogcTilesSettingsSchema } from '../ogc-settings';
import { StyleService } from '../styles';
import { SharedTransaction } from '../transaction';
import { checkVersion, claimVersion } from '../versions';
import { WorkspaceService } from '../workspaces';
import {
  API_VERSION,
  KIND,
  apiKeyKey,
  claimKey,
  featuresInput,
  featuresOf,
  parseDocument,
  tilesInput,
  tilesOf,
  type ApiKeyDoc,
  type ClaimMappingDoc,
  type GroupDoc,
  type LayerDoc,
  type ServiceDoc,
  type StyleDoc,
  type WorkspaceDocument,
} from './document';
import { planChanges, type Change, type Plan } from './plan';

/**
 * The run an apply carries out (docs/workspace-documents.md, "Runs"): `begin` runs first in the apply's
 * transaction (it locks the run), `end` last (it marks the run succeeded), so the run ends with the
 * changes' commit or not at all.
 */
export interface ApplyRun {
  begin(db: SqlExecutor): Promise<void>;
  end(db: SqlExecutor, workspaceId: string, plan: Plan): Promise<void>;
}

/** Raw SQL on a Prisma transaction's connection. */
function sqlOf(tx: Pick<PrismaClient, '$queryRawUnsafe' | '$executeRawUnsafe'>): SqlExecutor {
  return {
    query: <T>(text: string, params: unknown[] = []) => tx.$queryRawUnsafe<T[]>(text, ...params),
    exec: async (script: string) => {
      await tx.$executeRawUnsafe(script);
    },
  };
}

/** Who applies: written on the audit event of each change of the apply (with the request's id). */
export interface Applier {
  requestId: string;
  principal: string;
  credentialId: string | null;
  authMethod: string;
  surface: string;
  superAdmin: boolean;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Drops null and undefined members, keeping the order of the others. */
function clean<T extends Record<string, unknown>>(o: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

interface Services {
  workspaces: WorkspaceService;
  services: ServiceService;
  styles: StyleService;
  layers: LayerService;
  groups: LayerGroupService;
  settings: OgcSettingsService;
  claims: ClaimMappingService;
  keys: ApiKeyService;
}

/**
 * Workspaces as documents (docs/workspace-documents.md): export, plan and apply. Reads and writes go
 * through the domains' services, so every rule a single call obeys holds for a document too; an apply
 * runs them all in one transaction (src/domains/transaction.ts).
 */
export class WorkspaceDocumentService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly svc: Services,
  ) {}

  async export(workspaceRef: string): Promise<{ document: WorkspaceDocument; version: number }> {
    const ws = await this.svc.workspaces.get(workspaceRef);
    return { document: await this.read(this.svc, ws.id, ws.name, ws.description), version: ws.version };
  }

  /** The workspace as a document, in the one order and spelling an export has. */
  private async read(
    s: Services,
    workspaceId: string,
    name: string,
    description: string | null,
  ): Promise<WorkspaceDocument> {
    const [services, styleList, layers, groups, features, tiles, claims, keys] = await Promise.all([
      s.services.list(workspaceId),
      s.styles.list(workspaceId),
      s.layers.list(workspaceId),
      s.groups.list(workspaceId),
      s.settings.features(workspaceId),
      s.settings.tiles(workspaceId),
      s.claims.list(workspaceId),
      s.keys.list(workspaceId),
    ]);
    const now = Date.now();
    const { version: _fv, ...featureValue } = features;
    const { version: _tv, ...tileValue } = tiles;
    void _fv;
    void _tv;
    const mapGroup = groups.find((g) => g.id === tiles.settings.datasetMapLayerGroupId)?.publicId;
    const serviceNames = new Map(services.map((x) => [x.id, x.name]));
    const styles = await Promise.all(styleList.map((x) => s.styles.get(workspaceId, x.name)));
    return clean({
      api_version: API_VERSION,
      kind: KIND,
      name,
      description,
      services: services
        .map((x): ServiceDoc => {
          // password_configured says a password is saved; the document never carries one.
          const { password_configured: _saved, password: _none, ...info } = x.connectionInfo;
          void _saved;
          void _none;
          return { name: x.name, type: x.type.toLowerCase(), enabled: x.enabled, connection_info: sortKeys(info) };
        })
        .sort(byName),
      styles: styles
        .map((x): StyleDoc =>
          clean({ name: x.name, format: x.format, title: x.title, description: x.description, body: x.body }),
        )
        .sort(byName),
      layers: layers
        .map((x): LayerDoc =>
          clean({
            name: x.name,
            service: serviceNames.get(x.serviceId) ?? '',
            table: x.table,
            title: x.title,
            default_style: x.defaultStyleName,
            geometry_column: x.geometryColumn,
            id_column: x.idColumn,
          }),
        )
        .sort(byName),
      layer_groups: groups
        .map((g): GroupDoc =>
          clean({
            name: g.publicId,
            title: g.title,
            description: g.description,
            enabled: g.enabled,
            public: g.public,
            default_style: g.defaultStyleName,
            members: g.members.map((m) =>
              clean({ resource: m.resourceName, style: m.styleName, opacity: m.opacity, composite: m.composite }),
            ),
          }),
        )
        .sort(byName),
      ogc_features: featuresOf(featureValue),
      ogc_tiles: tilesOf(tileValue, mapGroup),
      tile_matrix_sets: tiles.settings.tileMatrixSets,
      claim_mappings: claims
        .map((m): ClaimMappingDoc => ({
          claim_name: m.claimName,
          claim_value: m.claimValue,
          role_id: m.roleId,
          priority: m.priority,
        }))
        .sort((a, b) => cmp(claimKey(a), claimKey(b))),
      // Active keys by name and role (one entry for several keys of the same), never a secret.
      api_keys: [
        ...new Map(
          keys
            .filter((k) => !k.revoked && (!k.expiresAt || k.expiresAt.getTime() > now))
            .map((k): ApiKeyDoc => ({ name: k.name, role_id: k.roleId }))
            .map((k) => [apiKeyKey(k), k]),
        ).values(),
      ].sort((a, b) => cmp(a.name, b.name) || cmp(a.role_id, b.role_id)),
    }) as WorkspaceDocument;
  }

  /** What applying `input` would change, without changing anything (a missing workspace: its creation too). */
  async plan(workspaceRef: string, input: unknown, prune: boolean): Promise<Plan> {
    const desired = parseDocument(input);
    const ws = await this.find(this.svc, workspaceRef);
    if (!ws) return planChanges(empty(workspaceRef), desired, prune, sentPasswords(desired), 0, false);
    const current = await this.read(this.svc, ws.id, ws.name, ws.description);
    return planChanges(current, desired, prune, await this.passwordsChanged(this.svc, ws.id, desired), ws.version);
  }

  /**
   * Applies a document in one transaction: every change of the plan through its domain's service, or
   * none (the first failure rolls all back). `expectedVersion` is the workspace's (If-Match): a change
   * made meanwhile refuses the apply (412); 0 expects no workspace of that name yet. A workspace that
   * does not exist is created first (by its name in `workspaceRef`). A plan with changes moves the
   * workspace's version on. `revealKeys`: the answer carries the secrets of the API keys the apply
   * created (else nobody ever sees them). `expectedPlan`: the digest of the plan shown; the apply is
   * refused (412) unless it makes exactly that plan's changes (a style made by hand since, which the
   * version does not see, would otherwise be deleted by a prune nobody was shown).
   */
  async apply(
    workspaceRef: string,
    input: unknown,
    prune: boolean,
    expectedVersion: number | null | undefined,
    who: Applier,
    revealKeys = false,
    expectedPlan?: string,
    run?: ApplyRun,
  ): Promise<Plan> {
    const desired = parseDocument(input);
    let shared: SharedTransaction | undefined;
    const plan = await this.prisma.$transaction(
      async (tx) => {
        shared = new SharedTransaction(tx);
        const raw = sqlOf(tx);
        await run?.begin(raw);
        const s = this.within(shared);
        const ws = await this.find(s, workspaceRef);
        let wsId: string;
        let wsName: string;
        let current: WorkspaceDocument;
        let planned: Plan;
        if (!ws) {
          if (expectedVersion !== null && expectedVersion !== undefined && expectedVersion !== 0)
            throw new PreconditionFailedError(0);
          current = empty(workspaceRef);
          planned = planChanges(current, desired, prune, sentPasswords(desired), 0, false);
          const created = await s.workspaces.create({ name: workspaceRef, description: desired.description ?? null });
          wsId = created.id;
          wsName = created.name;
        } else {
          // Holds the workspace row until the commit: a concurrent apply waits, then sees the new version.
          await checkVersion(shared.db, 'workspaces', ws.id, expectedVersion ?? null);
          await shared.db.$queryRawUnsafe('SELECT 1 AS locked FROM workspaces WHERE id = $1::uuid FOR UPDATE', ws.id);
          const fresh = await s.workspaces.get(ws.id);
          wsId = ws.id;
          wsName = fresh.name;
          current = await this.read(s, ws.id, fresh.name, fresh.description);
          planned = planChanges(current, desired, prune, await this.passwordsChanged(s, ws.id, desired), fresh.version);
        }
        if (expectedPlan !== undefined && planned.digest !== expectedPlan)
          throw new PreconditionFailedError(planned.version);
        if (!planned.changes.length) {
          await run?.end(raw, wsId, planned);
          return planned;
        }
        const createdKeys: NonNullable<Plan['createdKeys']> = [];
        for (const change of planned.changes) {
          if (change.kind === 'workspace' && change.action === 'create') continue;
          await this.run(s, wsId, change, desired, current, who.superAdmin, createdKeys);
        }
        await tx.auditEvent.createMany({
          data: planned.changes.map((c) => ({
            id: randomUUID(),
            requestId: who.requestId.slice(0, 64),
            principal: who.principal,
            credentialId: who.credentialId,
            authMethod: who.authMethod,
            workspace: wsId,
            workspaceName: wsName,
            surface: who.surface,
            operation: `applyWorkspace ${c.action} ${c.kind} ${c.name}`.slice(0, 128),
            action: 'change',
            status: 200,
            durationMs: 0,
          })),
        });
        const version = await claimVersion(shared.db, 'workspaces', wsId, null);
        const done = { ...planned, version, ...(revealKeys ? { createdKeys } : {}) };
        await run?.end(raw, wsId, done);
        return done;
      },
      { timeout: 120_000, maxWait: 10_000 },
    );
    if (plan.changes.length) await shared?.committed();
    return plan;
  }

  /** The workspace, or undefined when there is none of that name (or id). */
  private async find(s: Services, ref: string) {
    return s.workspaces.get(ref).catch((e: unknown) => {
      if (e instanceof NotFoundError) return undefined;
      throw e;
    });
  }

  private within(shared: SharedTransaction): Services {
    const services = this.svc.services.within(shared);
    return {
      workspaces: this.svc.workspaces.within(shared),
      services,
      styles: this.svc.styles.within(shared),
      layers: this.svc.layers.within(shared, services),
      groups: this.svc.groups.within(shared),
      settings: this.svc.settings.within(shared),
      claims: this.svc.claims.within(shared),
      keys: this.svc.keys.within(shared),
    };
  }

  /** Names of the services whose password the document sets to something other than the saved one. */
  private async passwordsChanged(s: Services, workspaceId: string, doc: WorkspaceDocument): Promise<Set<string>> {
    const out = new Set<string>();
    for (const d of doc.services) {
      const sent = d.connection_info.password;
      if (sent === undefined) continue;
      const saved = await s.services.find(workspaceId, d.name).catch(() => undefined);
      const had = saved && 'password' in saved.info ? saved.info.password : undefined;
      if (had !== sent) out.add(d.name);
    }
    return out;
  }

  private async run(
    s: Services,
    workspaceId: string,
    c: Change,
    desired: WorkspaceDocument,
    current: WorkspaceDocument,
    superAdmin: boolean,
    createdKeys: NonNullable<Plan['createdKeys']>,
  ): Promise<void> {
    const want = <T extends { name: string }>(list: T[]) => list.find((x) => x.name === c.name)!;
    const had = <T extends { name: string }>(list: T[]) => list.find((x) => x.name === c.name);
    switch (c.kind) {
      case 'workspace':
        await s.workspaces.update(workspaceId, { description: desired.description ?? null });
        return;
      case 'service': {
        if (c.action === 'delete') {
          await s.services.delete(workspaceId, c.name);
          return;
        }
        const d = want(desired.services);
        if (c.action === 'create') {
          await s.services.create(
            workspaceId,
            { name: d.name, type: d.type.toUpperCase(), connectionInfo: d.connection_info, enabled: d.enabled },
            superAdmin,
          );
          return;
        }
        // Keys the document no longer has are reset (null); an omitted password keeps the saved one.
        const info: Record<string, unknown> = { ...d.connection_info };
        for (const k of Object.keys(had(current.services)?.connection_info ?? {})) if (!(k in info)) info[k] = null;
        await s.services.update(
          workspaceId,
          c.name,
          { type: d.type.toUpperCase(), connectionInfo: info, enabled: d.enabled },
          superAdmin,
        );
        return;
      }
      case 'style': {
        if (c.action === 'delete') {
          await s.styles.delete(workspaceId, c.name);
          return;
        }
        const d = want(desired.styles);
        // parseDocument let no style without a body through.
        const input = { format: d.format, body: d.body!, title: d.title ?? null, description: d.description ?? null };
        if (c.action === 'create') await s.styles.create(workspaceId, { name: d.name, ...input });
        else await s.styles.update(workspaceId, c.name, input);
        return;
      }
      case 'layer': {
        const old = had(current.layers);
        if (c.action === 'delete') {
          await s.layers.delete(workspaceId, old!.service, c.name);
          return;
        }
        const d = want(desired.layers);
        const fields = {
          title: d.title ?? null,
          defaultStyle: d.default_style ?? null,
        };
        const source = {
          table: d.table ?? null,
          geometryColumn: d.geometry_column ?? null,
          idColumn: d.id_column ?? null,
        };
        if (c.action === 'create') {
          await s.layers.create(workspaceId, d.service, { name: d.name, ...fields, ...source });
          return;
        }
        // The table is checked again only when something of it changed.
        const sourceChanged = c.fields?.some((f) => ['table', 'geometry_column', 'id_column'].includes(f.field));
        await s.layers.update(workspaceId, d.service, c.name, { ...fields, ...(sourceChanged ? source : {}) });
        return;
      }
      case 'layer_group': {
        if (c.action === 'delete') {
          await s.groups.delete(workspaceId, c.name);
          return;
        }
        const d = want(desired.layer_groups);
        const input = {
          title: d.title ?? null,
          description: d.description ?? null,
          enabled: d.enabled,
          public: d.public,
          defaultStyle: d.default_style ?? null,
          members: d.members.map((m) => ({
            resource: m.resource,
            style: m.style ?? null,
            opacity: m.opacity,
            composite: m.composite ?? null,
          })),
        };
        if (c.action === 'create') await s.groups.create(workspaceId, { publicId: d.name, ...input });
        else await s.groups.update(workspaceId, c.name, input);
        return;
      }
      case 'ogc_features':
        await s.settings.putFeatures(workspaceId, featuresInput(desired.ogc_features));
        return;
      case 'ogc_tiles': {
        const doc = desired.ogc_tiles ?? current.ogc_tiles;
        const map = doc?.settings?.dataset_map_layer_group;
        const groupId = map ? (await s.groups.get(workspaceId, map)).id : '';
        await s.settings.putTiles(
          workspaceId,
          tilesInput(doc, desired.tile_matrix_sets ?? current.tile_matrix_sets, groupId),
        );
        return;
      }
      case 'claim_mapping': {
        // A mapping has no update: a new role or priority is the mapping deleted and made again.
        if (c.action !== 'create') {
          const saved = (await s.claims.list(workspaceId)).find(
            (m) => claimKey({ claim_name: m.claimName, claim_value: m.claimValue }) === c.name,
          );
          if (saved) await s.claims.delete(workspaceId, saved.id);
          if (c.action === 'delete') return;
        }
        const d = desired.claim_mappings.find((m) => claimKey(m) === c.name)!;
        await s.claims.create(workspaceId, {
          claimName: d.claim_name,
          claimValue: d.claim_value,
          roleId: d.role_id,
          priority: d.priority,
        });
        return;
      }
      case 'api_key': {
        if (c.action === 'delete') {
          // Every active key of that name and role is revoked (never deleted: it stays listed).
          for (const k of await s.keys.list(workspaceId))
            if (!k.revoked && apiKeyKey({ name: k.name, role_id: k.roleId }) === c.name)
              await s.keys.revoke(workspaceId, k.id);
          return;
        }
        const d = desired.api_keys.find((k) => apiKeyKey(k) === c.name)!;
        const created = await s.keys.create(workspaceId, { name: d.name, roleId: d.role_id });
        if (created.key) createdKeys.push({ name: created.name, roleId: created.roleId, key: created.key });
        return;
      }
      default:
        throw new BadRequestError(`unknown change ${String(c.kind)}`);
    }
  }
}

/** Every service of the document that sends a password (a workspace not created yet has none saved). */
function sentPasswords(doc: WorkspaceDocument): Set<string> {
  return new Set(doc.services.filter((x) => x.connection_info.password !== undefined).map((x) => x.name));
}

/** A workspace about to be created, as a document: nothing in it, the default settings. */
function empty(name: string): WorkspaceDocument {
  const tiles = ogcTilesSettingsSchema.parse({});
  return {
    api_version: API_VERSION,
    kind: KIND,
    name,
    services: [],
    styles: [],
    layers: [],
    layer_groups: [],
    ogc_features: featuresOf(ogcApiSettingsSchema.parse({})),
    ogc_tiles: tilesOf(tiles, undefined),
    tile_matrix_sets: tiles.settings.tileMatrixSets,
    claim_mappings: [],
    api_keys: [],
  };
}

function sortKeys(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
}
