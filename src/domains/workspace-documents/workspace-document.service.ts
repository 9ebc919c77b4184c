import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../db/client';
import { BadRequestError } from '../../errors';
import { LayerGroupService } from '../layer-groups';
import { LayerService } from '../layers';
import { ServiceService } from '../services';
import { StyleService } from '../styles';
import { SharedTransaction } from '../transaction';
import { checkVersion, claimVersion } from '../versions';
import { WorkspaceService } from '../workspaces';
import {
  API_VERSION,
  KIND,
  parseDocument,
  type GroupDoc,
  type LayerDoc,
  type ServiceDoc,
  type StyleDoc,
  type WorkspaceDocument,
} from './document';
import { planChanges, type Change, type Plan } from './plan';

/** Who applies: written on the audit event of each change of the apply (with the request's id). */
export interface Applier {
  requestId: string;
  principal: string;
  credentialId: string | null;
  authMethod: string;
  surface: string;
  superAdmin: boolean;
}

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
    const [services, styleList, layers, groups] = await Promise.all([
      s.services.list(workspaceId),
      s.styles.list(workspaceId),
      s.layers.list(workspaceId),
      s.groups.list(workspaceId),
    ]);
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
    }) as WorkspaceDocument;
  }

  /** What applying `input` would change, without changing anything. */
  async plan(workspaceRef: string, input: unknown, prune: boolean): Promise<Plan> {
    const desired = parseDocument(input);
    const ws = await this.svc.workspaces.get(workspaceRef);
    const current = await this.read(this.svc, ws.id, ws.name, ws.description);
    return planChanges(current, desired, prune, await this.passwordsChanged(this.svc, ws.id, desired), ws.version);
  }

  /**
   * Applies a document in one transaction: every change of the plan through its domain's service, or
   * none (the first failure rolls all back). `expectedVersion` is the workspace's (If-Match): a change
   * made meanwhile refuses the apply (412). A plan with changes moves the workspace's version on.
   */
  async apply(
    workspaceRef: string,
    input: unknown,
    prune: boolean,
    expectedVersion: number | null | undefined,
    who: Applier,
  ): Promise<Plan> {
    const desired = parseDocument(input);
    const ws = await this.svc.workspaces.get(workspaceRef);
    let shared: SharedTransaction | undefined;
    const plan = await this.prisma.$transaction(
      async (tx) => {
        shared = new SharedTransaction(tx);
        // Holds the workspace row until the commit: a concurrent apply waits, then sees the new version.
        await checkVersion(shared.db, 'workspaces', ws.id, expectedVersion ?? null);
        await shared.db.$queryRawUnsafe('SELECT 1 AS locked FROM workspaces WHERE id = $1::uuid FOR UPDATE', ws.id);
        const s = this.within(shared);
        const fresh = await s.workspaces.get(ws.id);
        const current = await this.read(s, ws.id, fresh.name, fresh.description);
        const planned = planChanges(
          current,
          desired,
          prune,
          await this.passwordsChanged(s, ws.id, desired),
          fresh.version,
        );
        if (!planned.changes.length) return planned;
        for (const change of planned.changes) {
          await this.run(s, ws.id, change, desired, current, who.superAdmin);
        }
        await tx.auditEvent.createMany({
          data: planned.changes.map((c) => ({
            id: randomUUID(),
            requestId: who.requestId.slice(0, 64),
            principal: who.principal,
            credentialId: who.credentialId,
            authMethod: who.authMethod,
            workspace: ws.id,
            workspaceName: fresh.name,
            surface: who.surface,
            operation: `applyWorkspace ${c.action} ${c.kind} ${c.name}`.slice(0, 128),
            action: 'change',
            status: 200,
            durationMs: 0,
          })),
        });
        const version = await claimVersion(shared.db, 'workspaces', ws.id, null);
        return { ...planned, version };
      },
      { timeout: 120_000, maxWait: 10_000 },
    );
    if (plan.changes.length) await shared?.committed();
    return plan;
  }

  private within(shared: SharedTransaction): Services {
    const services = this.svc.services.within(shared);
    return {
      workspaces: this.svc.workspaces.within(shared),
      services,
      styles: this.svc.styles.within(shared),
      layers: this.svc.layers.within(shared, services),
      groups: this.svc.groups.within(shared),
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
        const input = { format: d.format, body: d.body, title: d.title ?? null, description: d.description ?? null };
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
      default:
        throw new BadRequestError(`unknown change ${String(c.kind)}`);
    }
  }
}

function sortKeys(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );
}
