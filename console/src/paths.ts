/**
 * Addresses of screens that other screens link to, kept apart from the screens themselves so that
 * linking to a screen does not load it (each screen is a chunk of its own, loaded when opened).
 */

/** The address of the preview of a layer or of a layer group. */
export const previewPath = (workspace: string, kind: 'layer' | 'group', name: string) =>
  `#/workspaces/${encodeURIComponent(workspace)}/preview/${kind}/${encodeURIComponent(name)}`;

/** The address of a service's page (its tables), or of the services screen. */
export const servicePath = (workspace: string, service?: string) =>
  `#/workspaces/${encodeURIComponent(workspace)}/services${service ? `/${encodeURIComponent(service)}` : ''}`;
