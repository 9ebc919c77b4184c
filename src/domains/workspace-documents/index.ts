import { loadSecretBox } from '../../db/secret-box';
import { scheduleDaily } from '../daily';
import type { Domain } from '../domain';
import { ApiKeyService } from '../api-keys';
import { ClaimMappingService } from '../claim-mappings';
import { LayerGroupService } from '../layer-groups';
import { LayerService } from '../layers';
import { OgcSettingsService } from '../ogc-settings';
import { ServiceService } from '../services';
import { StyleService } from '../styles';
import { WorkspaceService } from '../workspaces';
import { DocumentRuns } from './document-runs';
import { WorkspaceDocumentResolver } from './workspace-document.resolver';
import { workspaceDocumentRoutes } from './workspace-document.routes';
import { DocumentRunService } from './workspace-document.runs';
import { WorkspaceDocumentService } from './workspace-document.service';
import { DocumentRunWorker } from './workspace-document.worker';

export { WorkspaceDocumentService, DocumentRunService, DocumentRunWorker };
export { parseDocument, workspaceDocumentJsonSchema, envReference, type WorkspaceDocument } from './document';

/**
 * Needs workspaces, services, styles, layers, layer groups, OGC settings, claim mappings and API keys
 * registered first: it writes through them. Exports and applies are runs (docs/workspace-documents.md,
 * "Runs"), carried out by this instance's worker unless MAPGATE_DOCUMENT_WORKER_ENABLED=false; ended
 * runs older than MAPGATE_DOCUMENT_RUN_RETENTION_DAYS are deleted daily.
 */
export const workspaceDocumentsDomain: Domain = {
  name: 'workspace-documents',
  resolvers: [WorkspaceDocumentResolver],
  routes: workspaceDocumentRoutes,
  register(container, { db, config, logger }) {
    const documents = new WorkspaceDocumentService(db.prisma, {
      workspaces: container.get(WorkspaceService),
      services: container.get(ServiceService),
      styles: container.get(StyleService),
      layers: container.get(LayerService),
      groups: container.get(LayerGroupService),
      settings: container.get(OgcSettingsService),
      claims: container.get(ClaimMappingService),
      keys: container.get(ApiKeyService),
    });
    container.set(WorkspaceDocumentService, documents);
    const runs = new DocumentRuns(db.sql, loadSecretBox(config));
    container.set(DocumentRuns, runs);
    let worker: DocumentRunWorker | undefined;
    const service = new DocumentRunService(runs, () => worker?.nudge());
    if (config.MAPGATE_DOCUMENT_WORKER_ENABLED) {
      worker = new DocumentRunWorker(
        runs,
        documents,
        { leaseMs: config.MAPGATE_DOCUMENT_RUN_LEASE_MS, pollMs: config.MAPGATE_DOCUMENT_RUN_POLL_MS },
        logger,
        () => service.runEnded(),
      );
      container.set(DocumentRunWorker, worker);
    }
    container.set(DocumentRunService, service);
  },
  async start(container, { config, logger }) {
    const runs = container.get(DocumentRunService);
    // What runs keep sealed under an earlier key is sealed with the current one (as service passwords).
    const { sealed, unopened } = await container.get(DocumentRuns).resealAll();
    if (sealed) logger.info({ sealed }, 'workspace document runs sealed with the current secret key');
    if (unopened) logger.error({ unopened }, 'workspace document runs hold sealed values that do not open: altered');
    const days = config.MAPGATE_DOCUMENT_RUN_RETENTION_DAYS;
    const stopRetention = scheduleDaily('workspace document run retention', () => runs.deleteEnded(days), logger);
    if (!config.MAPGATE_DOCUMENT_WORKER_ENABLED) return async () => stopRetention();
    const worker = container.get(DocumentRunWorker);
    worker.start();
    return async () => {
      stopRetention();
      await worker.stop();
    };
  },
};
