/**
 * What the IDE opens on (docs/graph.md): the dashboard query of an admin UI, so a newcomer sees the
 * graph at once, and a headers template for the credential it needs.
 */
export const IDE_DEFAULT_QUERY = `# Welcome to mapgate's GraphQL IDE. Put a credential in the headers below
# (a token from \`mapgate token create --role super_admin\`, or an API key as X-API-Key), then run.
#
# One request for the screen of every workspace: services and their layers, layer groups
# and their members, running tile jobs with their progress, API keys with their roles.
query workspaceDashboard {
  workspaces {
    id
    name
    services { id name type enabled layers { id name title defaultStyle { id name format } } }
    layerGroups { id publicId enabled members { opacity style { id name } } }
    tileCacheJobs { id status totalTiles processedTiles }
    apiKeys { id name keyPrefix revoked role { id name } }
  }
}
`;

/** The headers template: both credential forms, to fill in (JSON, as the IDE's headers editor takes it). */
export const IDE_DEFAULT_HEADERS = JSON.stringify(
  { Authorization: 'Bearer <token from mapgate token create>', 'X-API-Key': '<or an API key: mgk_...>' },
  null,
  2,
);
