import type { Domain } from '../domain';
import { byIds, NodeReaders, PerRequest, superAdminOnly } from '../graph';
import { AuditEventEdges } from './audit.graph';
import { AuditResolver } from './audit.resolver';
import { scheduleRetention } from './audit.retention';
import { auditRoutes } from './audit.routes';
import { AuditService } from './audit.service';
import { AuditWriter } from './audit.writer';
import { AnonymousRefusals } from './audit.anonymous';
import { LiveRefusals } from './audit.live-refusals';

export { AnonymousRefusals, AuditService, AuditWriter, LiveRefusals };
export type { AuditRecord } from './audit.writer';
export { auditRecorder, type AuditRecorder, type ExecutedOperation } from './audit.recorder';
export * from './audit.policy';
export { AuditEvent } from './audit.types';

/**
 * The audit trail: the list and retention operations, the recorder both surfaces call after an
 * operation (through the operation core, src/core/operation.ts), its writer, and the daily
 * retention run.
 */
export const auditDomain: Domain = {
  name: 'audit',
  resolvers: [AuditResolver, AuditEventEdges],
  routes: auditRoutes,
  register(container, { db, logger, config, events }) {
    container.set(AuditWriter, new AuditWriter(db.sql, logger, undefined, events));
    container.set(AnonymousRefusals, new AnonymousRefusals(db.sql, logger));
    container.set(LiveRefusals, new LiveRefusals(logger));
    const audit = new AuditService(db, config.MAPGATE_AUDIT_RETENTION_DAYS);
    container.set(AuditService, audit);
    const byId = new PerRequest(() => byIds((ids) => audit.byIds(ids)));
    container.get(NodeReaders).add(
      'AuditEvent',
      superAdminOnly((ctx) => byId.for(ctx.loaders)),
    );
  },
  async start(container, { logger }) {
    const stopRetention = scheduleRetention(container.get(AuditService), logger);
    return async () => {
      stopRetention();
      // Events still waiting for a retry get a last attempt, then the log.
      await container.get(AuditWriter).stop();
      await container.get(AnonymousRefusals).stop();
      container.get(LiveRefusals).stop();
    };
  },
};
