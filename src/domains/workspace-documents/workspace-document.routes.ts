import {
  ApplyWorkspaceDocument,
  ExportWorkspaceDocument,
  PlanWorkspaceDocument,
  WorkspaceDocumentRunDocument,
} from '../../generated/graphql';
import { routesOf, type RestRoute } from '../route';

const r = routesOf('workspace-documents');
/** The run resource of an export or an apply (its Location). */
const runOf = (result: Record<string, unknown>, params: Record<string, string>) =>
  `/workspaces/${encodeURIComponent(params.workspace)}/document-runs/${String(result.id)}`;
const prune = {
  name: 'prune',
  type: 'boolean' as const,
  description: 'Also delete (or plan deleting) what the workspace has and the document does not',
};

/** Workspace as code (docs/workspace-documents.md): export, plan, apply. */
export const workspaceDocumentRoutes: RestRoute[] = [
  r.get(
    '/workspaces/{workspace}/export',
    ExportWorkspaceDocument,
    'The workspace as a document (JSON, or YAML with Accept: application/yaml); no secrets. The ETag is the workspace version. Answered from the stored export when nothing in the workspace changed since it was made; else 202 with the run that makes it (Location, Retry-After; Prefer: wait=N waits for it)',
    { run: { location: runOf, member: 'document', etag: 'workspace_version' }, yaml: true, errors: [404] },
  ),
  r.get(
    '/workspaces/{workspace}/document-runs/{id}',
    WorkspaceDocumentRunDocument,
    'An export or apply run of the workspace: its status (Retry-After while queued or running), and once it ended its document (export), plan (apply) or error',
    { run: { location: runOf }, errors: [404] },
  ),
  r.post(
    '/workspaces/{workspace}/plan',
    PlanWorkspaceDocument,
    'What applying the workspace document in the body would change (creates, updates field by field, deletes with prune), without changing anything',
    { body: { variable: 'document', required: true }, query: [prune], errors: [400, 404] },
  ),
  r.post(
    '/workspaces/{workspace}/apply',
    ApplyWorkspaceDocument,
    'Apply the workspace document in the body in one transaction (all or nothing), creating the workspace when there is none of that name (super_admin); If-Match names the workspace version expected (412 when it moved; 0: none yet). Answers 202 with the run (Location, Retry-After), which a worker carries out; with Prefer: wait=N, the plan applied (200) or the error if it ended within N seconds',
    {
      run: { location: runOf, member: 'plan', etag: 'workspace_version' },
      body: { variable: 'document', required: true },
      query: [
        prune,
        {
          name: 'reveal_keys',
          type: 'boolean' as const,
          description:
            'Answer the secrets of the API keys the apply creates (created_keys), this once; else nobody sees them',
        },
        {
          name: 'expected_plan',
          type: 'string' as const,
          description:
            "The digest of the plan shown (its digest): 412 unless the apply makes exactly that plan's changes, whatever moved in the workspace meanwhile (the version sees only the workspace row and applies)",
        },
      ],
      ifMatch: true,
      errors: [400, 404, 409, 412, 422],
    },
  ),
];
