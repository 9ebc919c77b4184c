import { cacheExchange, type Cache, type Data, type UpdatesConfig, type Variables } from '@urql/exchange-graphcache';
import { gql, stringifyVariables } from 'urql';
import { deletes, lists, possibleTypes, unkeyed } from 'virtual:mapgate-schema';

/**
 * The console's normalized cache (urql graphcache), keyed and updated from the API's schema (docs/console.md,
 * "The cache"):
 *
 * - Every object that implements `Node` is one entity, keyed by its global id `id` alone (`globalIDs`: an
 *   id is unique across types, docs/graph.md), whatever query or mutation brought it: an update's answer
 *   changes it on every screen that shows it. Every other object type (connections, edges, page info,
 *   payloads, settings, reports) has no key: it is kept inside the field that holds it.
 * - A delete's answer (`deletedId`) removes the entity and takes it out of every cached list; a paged list
 *   (a connection) that held it is read again, since the page's next item moves up into it.
 * - A create marks the lists of its type stale, so the screen showing one reads it again, in the server's
 *   order; writes that answer a scalar (a revoke, a tile matrix set put, clearing a cache) mark what they
 *   changed; a workspace document's apply run read as succeeded, or a sign-in, marks everything, a
 *   sign-out who is signed in.
 * - Subscription events are written into the cache: each tile cache job progress event carries the job
 *   (`job { ...consoleTileJob }`), normalized into its entity like any answer, so the job list's status,
 *   counts and end follow it; each new audit event goes on top of the cached first page of the audit log
 *   read with the same filter.
 */

/** The Query fields that list a type: plainly ([T!]!), or a page at a time (TConnection). */
const listFields = (type: string) => new Set([...(lists[type]?.plain ?? []), ...(lists[type]?.paged ?? [])]);

/** A global id as mapgate makes it (src/domains/global-id.ts): base64url, unpadded, of `<type>:<database id>`. */
export function globalId(type: string, databaseId: string): string {
  const bytes = new TextEncoder().encode(`${type}:${databaseId}`);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The entity an argument names by its database id (as the console passes them). */
const entityOf = (type: string, databaseId: unknown) =>
  typeof databaseId === 'string' ? globalId(type, databaseId) : undefined;

/** Every cached Query field of these names, with its arguments. */
const cachedFields = (cache: Cache, names: Set<string>) =>
  cache.inspectFields('Query').filter((f) => names.has(f.fieldName));

/** Marks every list of a type stale: the screens showing one read it again (a created item's place is the server's). */
function listsChanged(cache: Cache, type: string) {
  for (const f of cachedFields(cache, listFields(type))) cache.invalidate('Query', f.fieldName, f.arguments);
}

/**
 * An entity deleted: out of every cached plain list that held it (no new read), every cached page (a
 * connection) of its type read again (the next item moves up into it), then gone.
 */
function removed(cache: Cache, id: string) {
  for (const { plain, paged } of Object.values(lists)) {
    for (const f of cachedFields(cache, new Set(plain))) {
      const links = cache.resolve('Query', f.fieldKey) as unknown;
      if (Array.isArray(links) && (links as unknown[]).includes(id))
        cache.link(
          'Query',
          f.fieldName,
          f.arguments,
          (links as (string | null)[]).filter((l) => l !== id),
        );
    }
    for (const f of cachedFields(cache, new Set(paged))) {
      const page = cache.resolve('Query', f.fieldKey) as unknown;
      const nodes = typeof page === 'string' ? (cache.resolve(page, 'nodes') as unknown) : undefined;
      const edges = typeof page === 'string' ? (cache.resolve(page, 'edges') as unknown) : undefined;
      const held =
        (Array.isArray(nodes) && (nodes as unknown[]).includes(id)) ||
        (Array.isArray(edges) && (edges as string[]).some((e) => cache.resolve(e, 'node') === id));
      if (held) cache.invalidate('Query', f.fieldName, f.arguments);
    }
  }
  cache.invalidate(id);
}

/**
 * Everything cached is stale: another principal, or a change too wide to follow (a document applied).
 * `keep`: a field being written now, which must stay (its own answer is read back from the cache).
 */
function everythingChanged(cache: Cache, keep?: string) {
  for (const f of cache.inspectFields('Query'))
    if (f.fieldName !== keep) cache.invalidate('Query', f.fieldName, f.arguments);
}

/** What each create adds to: the lists of this type. */
const CREATES: Record<string, string> = {
  createWorkspace: 'Workspace',
  createService: 'Service',
  createLayer: 'Layer',
  createStyle: 'Style',
  createLayerGroup: 'LayerGroup',
  createAPIKey: 'APIKey',
  createClaimMapping: 'ClaimMapping',
  createGlobalClaimMapping: 'ClaimMapping',
  createRole: 'Role',
  putTileMatrixSet: 'TileMatrixSet',
};

const mutationUpdates: UpdatesConfig['Mutation'] = {
  ...Object.fromEntries(
    Object.entries(CREATES).map(([field, type]) => [field, (_r, _a, cache) => listsChanged(cache, type)]),
  ),
  // Every delete answers the global id of what it deleted (docs/graph.md, "Deletes").
  ...Object.fromEntries(
    deletes.map((field) => [
      field,
      (result: Data, _args: Variables, cache: Cache) => {
        const id = (result[field] as { deletedId?: string } | null)?.deletedId;
        if (id) removed(cache, id);
      },
    ]),
  ),
  createLayer(result, _args, cache) {
    listsChanged(cache, 'Layer');
    // A service's tables say which layers publish each: the service's are read again.
    const service = entityOf('Service', (result.createLayer as { serviceId?: string } | null)?.serviceId);
    if (service) cache.invalidate(service, 'tables');
  },
  // Another connection may hold other tables: the service's are read again where shown.
  updateService(result, _args, cache) {
    const id = (result.updateService as { id?: string } | null)?.id;
    if (id) cache.invalidate(id, 'tables');
  },
  createTileCacheJob(result, _args, cache) {
    // A dry run answers a plan and creates nothing.
    if ((result.createTileCacheJob as { __typename?: string } | null)?.__typename === 'TileCacheJob')
      listsChanged(cache, 'TileCacheJob');
  },
  putTileMatrixSet(_result, args, cache) {
    listsChanged(cache, 'TileMatrixSet');
    // The answer is the document, not the entity: the set's own fields are read again where shown.
    const set = entityOf('TileMatrixSet', args.tileMatrixSet);
    if (set) cache.invalidate(set);
  },
  revokeAPIKey(result, args, cache) {
    const key = entityOf('APIKey', args.keyId);
    if (result.revokeAPIKey && key)
      cache.writeFragment(
        gql`
          fragment _ on APIKey {
            id
            revoked
          }
        `,
        { __typename: 'APIKey', id: key, revoked: true },
      );
  },
  // The answer says only that it was revoked: when, and what the list shows of it, is read again.
  revokeBrowserSession(_result, args, cache) {
    const session = entityOf('BrowserSession', args.session);
    if (session) cache.invalidate(session, 'revokedAt');
  },
  clearCache(_result, _args, cache) {
    cache.invalidate('Query', 'cacheStats');
  },
  // Settings and the integrity report are not entities (no global id): the screen showing them reads
  // them again, as the server now says them.
  repairCatalogIntegrity(_result, _args, cache) {
    cache.invalidate('Query', 'catalogIntegrity');
  },
  updateOgcTilesSettings(_result, args, cache) {
    cache.invalidate('Query', 'ogcTilesSettings', { workspace: args.workspace as string });
  },
  updateOgcApiSettings(_result, args, cache) {
    cache.invalidate('Query', 'ogcApiSettings', { workspace: args.workspace as string });
  },
  login: (_r, _a, cache) => everythingChanged(cache),
  // Only who is signed in: the screens leave with the session, and their reads would only be refused.
  logout: (_r, _a, cache) => cache.invalidate('Query', 'me'),
};

const queryUpdates: UpdatesConfig['Query'] = {
  // An apply is a run that may end long after applyWorkspace answered: everything changed once a read
  // of the run (WorkspaceDocument.tsx follows each to its end) finds it succeeded.
  workspaceDocumentRun(result, _args, cache) {
    const run = result.workspaceDocumentRun as { status?: string; plan?: unknown } | null;
    if (run?.plan && run.status == 'succeeded') everythingChanged(cache, 'workspaceDocumentRun');
  },
};

const subscriptionUpdates: UpdatesConfig['Subscription'] = {
  // A new audit event goes on top of the cached newest page of the log read with the same filter.
  auditEvents(result, args, cache) {
    const event = result.auditEvents as { id: string } | null;
    if (!event) return;
    const filter = stringifyVariables(args.filter ?? null);
    for (const f of cache.inspectFields('Query')) {
      if (
        f.fieldName !== 'auditEvents' ||
        f.arguments?.cursor ||
        stringifyVariables(f.arguments?.filter ?? null) !== filter
      )
        continue;
      const page = cache.resolve('Query', f.fieldKey);
      if (typeof page !== 'string') continue;
      const events = cache.resolve(page, 'events') as unknown;
      if (!Array.isArray(events) || (events as unknown[]).includes(event.id)) continue;
      cache.link(page, 'events', [event.id, ...(events as string[])].slice(0, AUDIT_PAGE_KEEP));
    }
  },
};

/** How many events the newest page of the audit log keeps as new ones arrive. */
export const AUDIT_PAGE_KEEP = 200;

export const normalizedCache = () =>
  cacheExchange({
    possibleTypes,
    globalIDs: true,
    keys: Object.fromEntries(unkeyed.map((type) => [type, () => null])),
    updates: { Query: queryUpdates, Mutation: mutationUpdates, Subscription: subscriptionUpdates },
  });
