import type { LiveEvent } from '../cache/events';
import { getOperationAST, Kind, type DocumentNode } from 'graphql';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A query-string parameter; it becomes the GraphQL variable of the same (camelCase) name. */
export interface QueryParam {
  name: string;
  type: 'boolean' | 'string' | 'integer';
  required?: boolean;
  description?: string;
}

/**
 * One REST route: a fixed GraphQL operation plus how the request becomes its variables and how its
 * result becomes the response. Path parameters become variables of the same name.
 */
/**
 * The operationIds the core operations of docs/rules.md §10 fix and that differ from the GraphQL field
 * they run. Every other operationId is the name of its root field (docs/graph.md, "One name on both
 * surfaces"); test/schema/openapi.test.ts holds the route table to that.
 */
export const FIXED_OPERATION_IDS: ReadonlySet<string> = new Set([
  'getClaimMapping',
  'listBrowserSessions',
  'getCacheStats',
  'listLayerGroups',
  'getOGCTilesAPISettings',
  'updateOGCTilesAPISettings',
  'getOGCAPISettings',
  'listWorkspaceTileMatrixSets',
  'getTileCacheJob',
]);

export interface RestRoute {
  /**
   * The name of the GraphQL root field the route runs, or one of FIXED_OPERATION_IDS; also the name of
   * the operation in its document.
   */
  operationId: string;
  method: HttpMethod;
  /** Path under /api/v1, with `{param}` placeholders as written in the spec. */
  path: string;
  /** The codegen-typed document holding exactly one operation with one root field. */
  document: DocumentNode;
  summary: string;
  tag: string;
  /** The variable that receives the JSON body (snake_case keys become camelCase). */
  body?: { variable: string; required?: boolean };
  query?: QueryParam[];
  status: 200 | 201 | 202 | 204;
  /** Wraps a list result as `{"<listKey>": [...]}` (docs/rules.md §9). */
  listKey?: string;
  /**
   * The connection field a list route pages through (docs/graph.md, "Paging over REST"): with
   * `?limit=` or `?cursor=` the route runs it (first = limit, after = cursor) instead of its list
   * field, and answers the page's items under `listKey` with `next_cursor` beside them.
   */
  pages?: string;
  /** Location header of a 201/202, from the (REST-shaped) result and the path parameters. */
  location?: (result: Record<string, unknown>, params: Record<string, string>) => string;
  /**
   * A PUT route also answers PATCH with a JSON Merge Patch (docs/live.md): the patch is merged into the
   * GET representation and sent as this PUT's body, either only the members it changed (`changes`, for
   * a PUT that keeps omitted fields; the default) or the whole merged document (`whole`, for a PUT that
   * replaces everything).
   */
  mergePatch?: 'changes' | 'whole';
  /**
   * A GET route that also answers `Accept: text/event-stream` with a stream of its result whenever it
   * changes (docs/live.md, "Progress as a stream"), until `done` says the resource reached its end.
   * It reads again when a live event matching `wakeOn` (given the operation's variables) arrives,
   * after any revocation, and at the latest every few seconds.
   */
  stream?: {
    done: (result: Record<string, unknown>) => boolean;
    wakeOn: (variables: Record<string, unknown>) => (e: LiveEvent) => boolean;
  };
  /**
   * The member of the operation's result that is the body, when the result wraps it beside its
   * `version` (a tile matrix set's OGC document has no place for one); the version is the ETag.
   */
  representation?: string;
  /**
   * The member of the operation's result whose fields are the body, beside the result's other members:
   * createAPIKey answers `{apiKey, key}` over GraphQL (the APIKey stays the only record of its id in a
   * client's cache) and one flat object over REST. `schema` names the flat body's OpenAPI component.
   */
  flatten?: { member: string; schema: string };
  /**
   * `?dry_run=true` runs this route instead, on the same path and method, with the same query
   * parameters (`dry_run` among them): the creating route's check-only twin, which creates nothing.
   */
  dryRun?: Omit<RestRoute, 'method' | 'path' | 'query' | 'dryRun'>;
  /** A POST that takes If-Match (as PUT and DELETE do): the version goes to its `expectedVersion`. */
  ifMatch?: boolean;
  /** The body may also be sent as YAML, when `Accept` asks for application/yaml (or text/yaml). */
  yaml?: boolean;
  /**
   * The operation answers a durable run (docs/workspace-documents.md, "Runs"): a result with `id`,
   * `status` (queued, running, succeeded, failed) and `error`. With `member`, the route starts or finds
   * the run: while it is queued or running the answer is 202 with the run as body, `Location` (the run's
   * own route) and `Retry-After`; once it failed, its error as the operation would have answered it;
   * once it succeeded, the route's status with the result's `member` as body and its `etag` member as the
   * ETag. Without `member`, the route reads the run: 200 with the run, and `Retry-After` while it is not
   * done. Either way `Prefer: wait=N` (RFC 7240) goes to the operation's `wait` variable.
   */
  run?: {
    location: (result: Record<string, unknown>, params: Record<string, string>) => string;
    member?: string;
    etag?: string;
  };
  /** Error statuses of this route besides the common ones (documents the OpenAPI responses). */
  errors?: number[];
}

/** What a route says besides its operation: anything of RestRoute, overriding what its verb gives. */
export type RouteMore = Partial<Omit<RestRoute, 'operationId' | 'document' | 'summary'>>;

/** The name of the one operation of a document and its root field. */
function operationOf(document: DocumentNode): { name: string; field: string } {
  const op = getOperationAST(document);
  const sel = op?.selectionSet.selections[0];
  if (!op?.name || sel?.kind !== Kind.FIELD) throw new Error('a route document holds one named operation');
  return { name: op.name.value, field: sel.name.value };
}

/**
 * The routes of one tag, most often one resource (docs/rules.md §9). Each route's operationId is the name of
 * the operation its document holds (the REST adapter runs it by that name). A resource's standard routes
 * take their method, path, status, body and usual errors from their verb, on its collection path (`all`)
 * and the path of one of its items (`one`):
 * - `list`: GET all, 200, the items under `listKey`, paged through the `<root field>Connection` field;
 * - `create`: POST all, 201, the body as `input`;
 * - `read`: GET one, 200; `update`: PUT one, 200, the body as `input`; `remove`: DELETE one, 204.
 * Their errors besides the common ones: 404 for a path that names something (a workspace, the item), 400 for a
 * body, 409 for a name taken or an item in use, 412 for a stale If-Match. `more` states what differs.
 * `get`, `post`, `put` and `delete` make any other route of the tag, on a path of its own.
 */
export function routesOf(tag: string, all = '', one = '') {
  const route =
    (method: HttpMethod, status: RestRoute['status']) =>
    (path: string, document: DocumentNode, summary: string, more: RouteMore = {}): RestRoute => ({
      operationId: operationOf(document).name,
      method,
      path,
      document,
      tag,
      summary,
      status,
      ...more,
    });
  const named = (path: string) => (path.includes('{') ? [404] : []);
  const input = { variable: 'input' };
  return {
    get: route('GET', 200),
    post: route('POST', 200),
    put: route('PUT', 200),
    delete: route('DELETE', 204),
    list: (document: DocumentNode, summary: string, listKey: string, more: RouteMore = {}) =>
      route('GET', 200)(all, document, summary, {
        listKey,
        pages: `${operationOf(document).field}Connection`,
        ...(all.includes('{') ? { errors: [404] } : {}),
        ...more,
      }),
    create: (document: DocumentNode, summary: string, more: RouteMore = {}) =>
      route('POST', 201)(all, document, summary, { body: input, errors: [400, ...named(all), 409], ...more }),
    read: (document: DocumentNode, summary: string, more: RouteMore = {}) =>
      route('GET', 200)(one, document, summary, { errors: [404], ...more }),
    update: (document: DocumentNode, summary: string, more: RouteMore = {}) =>
      route('PUT', 200)(one, document, summary, { body: input, errors: [400, 404, 409, 412], ...more }),
    remove: (document: DocumentNode, summary: string, more: RouteMore = {}) =>
      route('DELETE', 204)(one, document, summary, { errors: [404, 409, 412], ...more }),
  };
}
