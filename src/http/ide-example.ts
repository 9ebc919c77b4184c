/**
 * What the IDE opens on (docs/graph.md): the dashboard query of an admin UI, so a newcomer sees the
 * graph at once, and a headers template for the credential it needs.
 */
export const IDE_DEFAULT_QUERY = `# Welcome to mapgate's GraphQL IDE. Put a credential in the headers below
# (a token from \`mapgate token create --role super_admin\`, or an API key as X-API-Key), then run.
#
# One request for the screen of every workspace: services and their layers, layer groups
# and their members, running tile jobs with their progress, API keys with their roles.
# Every list is a connection: first/after (or last/before) page it, \`nodes\` lists a page's items,
# \`edges { cursor node }\` gives each one's cursor, \`pageInfo\` tells whether more follow.
query workspaceDashboard {
  workspacesConnection {
    totalCount
    pageInfo { hasNextPage endCursor }
    nodes {
      id
      name
      services { nodes { id name type enabled layers { nodes { id name title defaultStyle { id name format } } } } }
      layerGroups { nodes { id publicId enabled members { opacity style { id name } } } }
      tileCacheJobs(filter: { status: [QUEUED, RUNNING] }) { nodes { id status totalTiles processedTiles } }
      apiKeys { totalCount nodes { id name keyPrefix revoked role { id name } } }
    }
  }
}
`;

/** The headers template: both credential forms, to fill in (JSON, as the IDE's headers editor takes it). */
export const IDE_DEFAULT_HEADERS = JSON.stringify(
  { Authorization: 'Bearer <token from mapgate token create>', 'X-API-Key': '<or an API key: mgk_...>' },
  null,
  2,
);
