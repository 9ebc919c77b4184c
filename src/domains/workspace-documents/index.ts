import type { Domain } from '../domain';
import { ApiKeyService } from '../api-keys';
import { ClaimMappingService } from '../claim-mappings';
import { LayerGroupService } from '../layer-groups';
import { LayerService } from '../layers';
import { OgcSettingsService } from '../ogc-settings';
import { ServiceService } from '../services';
import { StyleService } from '../styles';
import { WorkspaceService } from '../workspaces';
import { WorkspaceDocumentResolver } from './workspace-document.resolver';
import { workspaceDocumentRoutes } from './workspace-document.routes';
import { WorkspaceDocumentService } from './workspace-document.service';

export { WorkspaceDocumentService };
export { parseDocument, workspaceDocumentJsonSchema, envReference, type WorkspaceDocument } from './document';

/**
 * Needs workspaces, services, styles, layers, layer groups, OGC settings, claim mappings and API keys
 * registered first: it writes through them.
 */
export const workspaceDocumentsDomain: Domain = {
  name: 'workspace-documents',
  resolvers: [WorkspaceDocumentResolver],
  routes: workspaceDocumentRoutes,
  register(container, { db }) {
    container.set(
      WorkspaceDocumentService,
      new WorkspaceDocumentService(db.prisma, {
        workspaces: container.get(WorkspaceService),
        services: container.get(ServiceService),
        styles: container.get(StyleService),
        layers: container.get(LayerService),
        groups: container.get(LayerGroupService),
        settings: container.get(OgcSettingsService),
        claims: container.get(ClaimMappingService),
        keys: container.get(ApiKeyService),
      }),
    );
  },
};
