import * as graph from '../graph';
import { AuditEvent } from './audit.types';

export const AuditEventEdges = graph.workspaceEdge(
  () => AuditEvent,
  'The workspace the request was about, while it exists (`workspaceId` and `workspaceName` stay after it is deleted).',
);
