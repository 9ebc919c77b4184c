import {
  Kind,
  getNamedType,
  getNullableType,
  GraphQLNonNull,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLObjectType,
  type GraphQLUnionType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { mergeable } from './patch';
import { type CompiledRoute, compileRoute } from './compile';
import { DEFAULT_LIMIT, MAX_LIMIT } from './paging';
import { restEnum } from './case';
import { snake } from '../base/spelling';
import { HTTP_STATUS } from '../outcome';
import type { RestRoute } from '../domains/route';

type Schema = Record<string, unknown>;

/**
 * Statuses every operation can answer (docs/rules.md §10): 400 for a malformed request (an unknown query
 * parameter, a path parameter or header that is not well formed, a body that is not JSON), the refusals
 * of the HTTP layer (401, 403, 413, 426, 429, 503) and 500 for the unexpected.
 */
const COMMON_ERRORS = [400, 401, 403, 413, 426, 429, 500, 503];

/** The error statuses an operation may answer, derived in this one place from what the route does. */
function errorStatuses(route: RestRoute, pathParams: string[]): number[] {
  const statuses = new Set([...COMMON_ERRORS, ...(route.errors ?? [])]);
  // A named resource (a workspace, the object itself) that does not exist.
  if (pathParams.length) statuses.add(404);
  // A create with Idempotency-Key: 409 while the first request with that key runs, 422 for the key
  // reused with another request (docs/live.md, "Idempotent creates").
  if (idempotent(route)) {
    statuses.add(409);
    statuses.add(422);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** A creating POST takes an Idempotency-Key (src/rest/adapter.ts decides the same way). */
const idempotent = (route: RestRoute) => route.method === 'POST' && (route.status === 201 || route.status === 202);

const SCALARS: Record<string, Schema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  DateTime: { type: 'string', format: 'date-time' },
  JSONObject: { type: 'object', additionalProperties: true },
  BigInt: { type: 'integer' },
  SafeInt: { type: 'integer' },
};

/**
 * The OpenAPI 3.1 document of the REST surface, generated from the route table and the GraphQL
 * types its operations return, so it cannot drift from what the adapter does.
 */
const IF_MATCH: Schema = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'The ETag the change expects ("<version>"); 412 with the current ETag when it differs; * or absent: no check.',
  schema: { type: 'string' },
};

/** `Prefer: wait=N` of a route answering a run (RestRoute.run; RFC 7240). */
const PREFER_WAIT: Schema = {
  name: 'Prefer',
  in: 'header',
  required: false,
  description:
    'wait=N: wait up to N seconds (at most 60) for the run to end before answering; without it the answer comes at once.',
  schema: { type: 'string' },
};

/** What each tag covers, in the order the route table lists them (every route's tag must be here). */
/** `?limit=&cursor=` of a list route that pages (RestRoute.pages; docs/graph.md, "Paging over REST"). */
const PAGE_PARAMETERS: Schema[] = [
  {
    name: 'limit',
    in: 'query',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
    description: `Answer one page of at most this many items, with next_cursor; default ${DEFAULT_LIMIT} when only cursor is given.`,
  },
  {
    name: 'cursor',
    in: 'query',
    required: false,
    schema: { type: 'string' },
    description: 'The next_cursor of the previous page: answer the page after it.',
  },
];
const NEXT_CURSOR: Schema = {
  type: ['string', 'null'],
  description: 'With limit or cursor: the cursor of the next page, null on the last one. Absent otherwise.',
};

const TAGS: Record<string, string> = {
  workspaces: 'Workspaces: the unit of tenancy; everything else lives in one.',
  roles: 'Built-in and custom roles that claim mappings and API keys grant.',
  'claim-mappings': 'Rules that turn OIDC token claims into roles, per workspace or global.',
  'api-keys': 'API keys of a workspace (shown once, stored hashed), their revocation and deletion.',
  auth: 'Who the caller is, browser sessions (sign-in, sign-out, refresh) and their administration.',
  styles: 'Styles (SLD/SE, MapLibre, YSLD, CSS), validated by real parsers.',
  services: 'Data sources (PostGIS, files) and their connection tests.',
  layers: 'Layers of a service, with their default style.',
  audit: 'The audit trail of mutations and security events, and its retention.',
  cache: "Statistics and clearing of mapgate's in-process caches.",
  'tile-matrix-sets': 'OGC TMS 2.0 tile matrix sets: the built-ins and custom ones.',
  'layer-groups': 'Ordered groups of layers and groups.',
  'ogc-settings': 'OGC API Tiles and Features settings of a workspace, within the server ceilings.',
  'tile-cache': 'Tile cache jobs (seed, reseed, truncate), their plan, progress and cancellation.',
  'catalog-integrity': 'Orphans and dangling references in the catalog, and their repair.',
  'workspace-documents':
    'A workspace as one document (YAML or JSON): export, plan and apply, for configuration kept in git.',
};

const header = (description: string, schema: Schema = { type: 'string' }): Schema => ({ description, schema });

/** Headers every answer may carry, and those of particular statuses (docs/rules.md, docs/live.md). */
const HEADERS = {
  requestId: header('The request id, echoed or made up; log lines and GraphQL errors carry the same.'),
  rateLimit: header("The caller's remaining budget (IETF RateLimit header fields, draft 8)."),
  rateLimitPolicy: header('The rate limit that applies to the caller (IETF RateLimit-Policy, draft 8).'),
  retryAfter: header('Seconds to wait before trying again.', { type: 'integer' }),
  etag: header('The resource\'s version as a strong ETag ("<version>"), for If-Match.'),
  location: header('The URL of the resource created (or of the job accepted).'),
  replayed: header(
    '"true" when this is the stored answer of an earlier request with the same Idempotency-Key (creates only).',
  ),
};

/** Headers every answer of an operation carries (the rate limit's on all of them, docs/rules.md §3). */
const ANSWER_HEADERS: Schema = {
  'X-Request-Id': HEADERS.requestId,
  RateLimit: HEADERS.rateLimit,
  'RateLimit-Policy': HEADERS.rateLimitPolicy,
};

const errorHeaders = (status: number): Schema => ({
  ...ANSWER_HEADERS,
  ...(status === 429 || status === 503 ? { 'Retry-After': HEADERS.retryAfter } : {}),
  ...(status === 412 ? { ETag: HEADERS.etag } : {}),
  // Any answer of a create but a 429 or 5xx is stored and may come back as a replay.
  ...(status < 500 && status !== 429 ? { 'Idempotent-Replayed': HEADERS.replayed } : {}),
});

const IDEMPOTENCY_KEY: Schema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the create safe to retry: the same key with the same request within 24 h answers the first ' +
    'answer again (Idempotent-Replayed: true); with another request, 422; while the first still runs, 409.',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
};

export function buildOpenApi(schema: GraphQLSchema, routes: RestRoute[], version: string): Schema {
  const components: Record<string, Schema> = {
    Error: {
      type: 'object',
      required: ['code', 'error', 'message'],
      properties: {
        code: { type: 'integer', description: 'The HTTP status' },
        error: { type: 'string', enum: Object.keys(HTTP_STATUS) },
        message: { type: 'string', description: 'The HTTP status phrase' },
        detail: { type: 'string', description: 'What was wrong, naming the field where there is one' },
        fields: {
          type: 'array',
          items: { type: 'string' },
          description: 'The request fields the error is about, as paths in the body (settings.max_tile_bytes)',
        },
        diagnostics: {
          type: 'array',
          description: "A style validator's findings, where the body is invalid (the first ones, in order)",
          items: {
            type: 'object',
            required: ['message'],
            properties: {
              line: { type: 'integer', description: 'Line of the body, from 1' },
              column: { type: 'integer', description: 'Column of that line, from 1' },
              message: { type: 'string', description: 'What the validator found there' },
            },
          },
        },
        exceeded: {
          type: 'array',
          description: 'Values above their server ceiling (OGC settings)',
          items: {
            type: 'object',
            properties: { field: { type: 'string' }, value: { type: 'number' }, limit: { type: 'number' } },
          },
        },
        problems: {
          type: 'array',
          description: 'Every problem of a workspace document, each at its path in the document',
          items: {
            type: 'object',
            required: ['path', 'message'],
            properties: {
              path: { type: 'string', description: 'Where in the document (layers[2].service)' },
              message: { type: 'string' },
            },
          },
        },
      },
      additionalProperties: true,
    },
  };
  const named = (t: GraphQLNamedType, input: boolean): Schema => {
    if (isScalarType(t)) return SCALARS[t.name] ?? {};
    if (isEnumType(t)) return { type: 'string', enum: t.getValues().map((v) => restEnum(t, v.name)) };
    if (!components[t.name]) {
      components[t.name] = {}; // reserve first: types may refer to themselves
      const fields = Object.values(
        (
          t as {
            getFields(): Record<
              string,
              { name: string; type: GraphQLInputType | GraphQLOutputType; description?: string | null }
            >;
          }
        ).getFields(),
      );
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      for (const f of fields) {
        // REST carries versions in ETag and If-Match, never in bodies (docs/live.md, "Versions").
        if (f.name === (input ? 'expectedVersion' : 'version') && getNamedType(f.type).name === 'Int') continue;
        properties[snake(f.name)] = { ...ref(f.type, input), ...(f.description ? { description: f.description } : {}) };
        if (isNonNullType(f.type)) required.push(snake(f.name));
      }
      components[t.name] = {
        type: 'object',
        properties,
        ...(required.length ? { required } : {}),
        ...(input ? { additionalProperties: false } : {}),
        ...(t.description ? { description: t.description } : {}),
      };
    }
    return { $ref: `#/components/schemas/${t.name}` };
  };
  const ref = (type: GraphQLInputType | GraphQLOutputType, input: boolean): Schema => {
    const t = getNullableType(type);
    const s = isListType(t) ? { type: 'array', items: ref(t.ofType, input) } : named(getNamedType(t), input);
    return isNonNullType(type) ? s : { anyOf: [s, { type: 'null' }] };
  };

  // A response holds what the route's document selects, under its REST names (aliases included), not every
  // field of the type: object types carry graph edges that no REST body has (docs/graph.md).
  // `top`: the body itself (or the items of a list body), which carries no version (it is the ETag).
  const selected = (
    type: GraphQLOutputType,
    set: SelectionSetNode | undefined,
    fragments: Record<string, FragmentDefinitionNode>,
    top = false,
  ): Schema => {
    const t = getNullableType(type);
    let s: Schema;
    if (isListType(t)) s = { type: 'array', items: selected(t.ofType, set, fragments, top) };
    else {
      let nt = getNamedType(t);
      // A union (createTileCacheJob's) reads as the one member the route's fragments select.
      if (set && isUnionType(nt)) nt = unionMember(nt, set, fragments) ?? nt;
      if (!set || !isObjectType(nt)) return ref(type, false);
      const fields = nt.getFields();
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      const walk = (ss: SelectionSetNode) => {
        for (const sel of ss.selections) {
          if (sel.kind === Kind.FRAGMENT_SPREAD) walk(fragments[sel.name.value].selectionSet);
          else if (sel.kind === Kind.INLINE_FRAGMENT) walk(sel.selectionSet);
          else if (sel.name.value !== '__typename') {
            const f = fields[sel.name.value];
            // REST carries versions in ETag and If-Match, never in bodies (docs/live.md, "Versions").
            if (top && sel.name.value === 'version' && getNamedType(f.type).name === 'Int') continue;
            const key = snake(sel.alias?.value ?? sel.name.value);
            properties[key] = {
              ...selected(f.type, sel.selectionSet, fragments),
              ...(f.description ? { description: f.description } : {}),
            };
            if (isNonNullType(f.type)) required.push(key);
          }
        }
      };
      walk(set);
      const body: Schema = {
        type: 'object',
        properties,
        ...(required.length ? { required } : {}),
        ...(nt.description ? { description: nt.description } : {}),
      };
      // One component per type and shape: the first selection of a type takes its name; a selection that
      // is one fragment `<Name>Fields` alone takes `<Name>` (StyleWithBodyFields: a Style with its body).
      const only = set.selections.length === 1 ? set.selections[0] : undefined;
      const base =
        only?.kind === Kind.FRAGMENT_SPREAD && only.name.value.endsWith('Fields')
          ? only.name.value.slice(0, -'Fields'.length)
          : nt.name;
      let name = base;
      for (let n = 2; components[name] && JSON.stringify(components[name]) !== JSON.stringify(body); n++) {
        name = `${base}${n}`;
      }
      components[name] = body;
      s = { $ref: `#/components/schemas/${name}` };
    }
    return isNonNullType(type) ? s : { anyOf: [s, { type: 'null' }] };
  };

  /** A body schema with the object member `member` replaced by its own properties (route.flatten). */
  const flattened = (body: Schema, member: string, as: string): Schema => {
    const nameOf = (s: Schema) => (typeof s.$ref === 'string' ? s.$ref.slice('#/components/schemas/'.length) : null);
    const resolve = (s: Schema): Schema => (nameOf(s) ? components[nameOf(s)!] : s);
    const outer = resolve(body);
    const props = outer.properties as Record<string, Schema>;
    const key = snake(member);
    const inner = resolve(props[key]);
    const { [key]: _dropped, ...others } = props;
    const required = [
      ...((inner.required as string[] | undefined) ?? []),
      ...((outer.required as string[] | undefined) ?? []).filter((r) => r !== key),
    ];
    const flat: Schema = {
      type: 'object',
      properties: { ...(inner.properties as Record<string, Schema>), ...others },
      ...(required.length ? { required } : {}),
      ...(outer.description ? { description: outer.description } : {}),
    };
    // The flat body is a component of its own; the wrapper's, which nothing else uses, goes.
    const wrapper = nameOf(body);
    if (wrapper) delete components[wrapper];
    components[as] = flat;
    return { $ref: `#/components/schemas/${as}` };
  };

  /** The body of a route's success: what its document selects of its root field. */
  const resultSchema = (c: CompiledRoute): Schema => {
    const fragments = Object.fromEntries(
      c.document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const root = c.operation.selectionSet.selections[0];
    // A success has a body: an object the operation did not find is a 404, never a null 200.
    const type = new GraphQLNonNull(getNullableType(c.field.type));
    return selected(type, root.kind === Kind.FIELD ? root.selectionSet : undefined, fragments, true);
  };

  /** The body of a succeeded run (RestRoute.run's member): what the document selects of that member, versionless. */
  const memberSchema = (c: CompiledRoute, member: string): Schema => {
    const fragments = Object.fromEntries(
      c.document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const find = (ss: SelectionSetNode | undefined): FieldNode | undefined => {
      for (const sel of ss?.selections ?? []) {
        if (sel.kind === Kind.FIELD && (sel.alias?.value ?? sel.name.value) === member) return sel;
        const inner =
          sel.kind === Kind.FRAGMENT_SPREAD
            ? fragments[sel.name.value].selectionSet
            : sel.kind === Kind.INLINE_FRAGMENT
              ? sel.selectionSet
              : undefined;
        const found = inner && find(inner);
        if (found) return found;
      }
      return undefined;
    };
    const root = c.operation.selectionSet.selections[0];
    const node = find(root.kind === Kind.FIELD ? root.selectionSet : undefined)!;
    const run = getNamedType(c.field.type);
    const type = (run as GraphQLObjectType).getFields()[node.name.value].type;
    return selected(new GraphQLNonNull(getNullableType(type)), node.selectionSet, fragments, true);
  };

  /** True when the route's document selects the resource's version, which its success sends as a strong ETag. */
  const versionedResult = (c: CompiledRoute): boolean => {
    const fragments = Object.fromEntries(
      c.document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const has = (ss: SelectionSetNode | undefined): boolean =>
      (ss?.selections ?? []).some((sel) =>
        sel.kind === Kind.FIELD
          ? sel.name.value === 'version' && !sel.alias
          : has(sel.kind === Kind.FRAGMENT_SPREAD ? fragments[sel.name.value].selectionSet : sel.selectionSet),
      );
    const root = c.operation.selectionSet.selections[0];
    return !isListType(getNullableType(c.field.type)) && root.kind === Kind.FIELD && has(root.selectionSet);
  };

  // Error answers are components, one per status, referred to by every operation that may send them.
  const responses: Record<string, Schema> = {};
  const errorResponse = (status: number): Schema => {
    const name = Object.entries(HTTP_STATUS).find(([, s]) => s === status)?.[0];
    if (!name) throw new Error(`no error code has the status ${status}`);
    responses[name] ??= {
      description: `${status} ${name}: the error body says what was wrong (docs/rules.md §2).`,
      headers: errorHeaders(status),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
    return { $ref: `#/components/responses/${name}` };
  };

  const paths: Record<string, Record<string, Schema>> = {};
  for (const route of routes) {
    if (!TAGS[route.tag]) throw new Error(`${route.operationId}: tag ${route.tag} is not declared in openapi.ts`);
    const c = compileRoute(schema, route);
    const parameters: Schema[] = [
      ...c.params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(route.query ?? []).map((q) => ({
        name: q.name,
        in: 'query',
        required: Boolean(q.required),
        schema: { type: q.type },
        ...(q.description ? { description: q.description } : {}),
      })),
      ...(route.pages ? PAGE_PARAMETERS : []),
    ];
    const responses: Record<string, Schema> = {};
    const replayable = idempotent(route) ? { 'Idempotent-Replayed': HEADERS.replayed } : {};
    if (route.run) {
      // A run (docs/workspace-documents.md, "Runs"): 202 while queued or running, then its member.
      const pending: Schema = { ...ANSWER_HEADERS, 'Retry-After': HEADERS.retryAfter };
      const run = { 'application/json': { schema: resultSchema(c) } };
      if (route.run.member) {
        const body = memberSchema(c, route.run.member);
        responses[String(route.status)] = {
          description: 'The run ended within the wait asked for (Prefer: wait=N), or its result was stored',
          headers: { ...ANSWER_HEADERS, ...(route.run.etag ? { ETag: HEADERS.etag } : {}) },
          content: {
            'application/json': { schema: body },
            ...(route.yaml ? { 'application/yaml': { schema: body } } : {}),
          },
        };
        responses['202'] = {
          description: 'The run, queued or running: read it at Location after Retry-After seconds',
          headers: { ...pending, Location: HEADERS.location },
          content: run,
        };
      } else {
        responses['200'] = {
          description: 'The run (Retry-After while it is queued or running)',
          headers: pending,
          content: run,
        };
      }
      parameters.push(PREFER_WAIT);
    } else if (route.status === 204) {
      responses['204'] = { description: 'Done; no body', headers: { ...ANSWER_HEADERS } };
    } else {
      let body = resultSchema(c);
      const wrapper = getNamedType(c.field.type);
      // The body is one member of the result (the version beside it goes to the ETag).
      if (route.representation && isObjectType(wrapper))
        body = selected(wrapper.getFields()[route.representation].type, undefined, {});
      // The fields of one member are the body's, beside the others (createAPIKey's key beside its APIKey).
      if (route.flatten) body = flattened(body, route.flatten.member, route.flatten.schema);
      if (route.listKey) body = { type: 'object', required: [route.listKey], properties: { [route.listKey]: body } };
      if (route.pages) body.properties = { ...(body.properties as object), next_cursor: NEXT_CURSOR };
      const headers: Schema = { ...ANSWER_HEADERS, ...replayable };
      if (route.location) headers.Location = HEADERS.location;
      // A single resource's answer carries its version as its strong ETag (docs/live.md, "Versions").
      if (versionedResult(c)) headers.ETag = HEADERS.etag;
      responses[String(route.status)] = {
        description: 'Success',
        headers,
        content: {
          'application/json': { schema: body },
          // A YAML route answers the same body in YAML when Accept asks for it.
          ...(route.yaml ? { 'application/yaml': { schema: body } } : {}),
          // A GET that streams answers Accept: text/event-stream with its result as it changes (docs/live.md).
          ...(route.stream
            ? {
                'text/event-stream': {
                  schema: {
                    type: 'string',
                    description:
                      'Server-sent events, at most one per MAPGATE_LIVE_INTERVAL_MS (the latest state; the final one and `end` always come); one credential holds at most MAPGATE_MAX_SSE_PER_CREDENTIAL open streams (a 429 with Retry-After above it)',
                  },
                },
              }
            : {}),
        },
      };
    }
    if (c.dryRun) {
      responses[String(c.dryRun.route.status)] = {
        description: `With dry_run=true: ${c.dryRun.route.summary}`,
        headers: { ...ANSWER_HEADERS },
        content: { 'application/json': { schema: resultSchema(c.dryRun) } },
      };
    }
    for (const status of errorStatuses(route, c.params)) responses[String(status)] = errorResponse(status);
    // Routes of versioned resources (the ones that may answer 412) take If-Match (docs/live.md).
    const versioned =
      ((route.method === 'PUT' || route.method === 'DELETE') && route.errors?.includes(412)) || route.ifMatch;
    if (versioned) parameters.push(IF_MATCH);
    if (idempotent(route)) parameters.push(IDEMPOTENCY_KEY);
    // The GraphQL field's own description says what the operation does, on both surfaces.
    const description = [c.field.description, `Runs the GraphQL field \`${c.fieldName}\`.`]
      .filter(Boolean)
      .join('\n\n');
    const op: Schema = {
      operationId: route.operationId,
      summary: route.summary,
      description,
      'x-graphql-field': c.fieldName,
      tags: [route.tag],
      ...(parameters.length ? { parameters } : {}),
      responses,
    };
    if (route.body) {
      const t = c.variables.get(route.body.variable)!;
      op.requestBody = {
        required: route.body.required !== false,
        content: {
          'application/json': {
            schema: isInputObjectType(getNullableType(t)) ? named(getNamedType(t), true) : ref(t, true),
          },
        },
      };
    }
    (paths[`/api/v1${route.path}`] ??= {})[route.method.toLowerCase()] = op;
    if (route.method === 'PUT' && mergeable(c) && routes.some((r) => r.method === 'GET' && r.path === route.path)) {
      paths[`/api/v1${route.path}`].patch = {
        ...op,
        operationId: `patch${route.operationId.replace(/^(update|put)/, '')}`,
        summary: `${route.summary} (JSON Merge Patch, RFC 7396, merged into the current resource, then as the PUT)`,
        requestBody: { required: true, content: { 'application/merge-patch+json': { schema: { type: 'object' } } } },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'mapgate management API',
      version,
      description:
        'REST surface of mapgate. Every operation runs one GraphQL field (named in its description and in ' +
        'x-graphql-field), so both surfaces share their authorization, errors and audit.',
    },
    servers: [{ url: '/' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: components,
      responses,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        session: { type: 'apiKey', in: 'cookie', name: 'mapgate_session' },
      },
    },
    security: [{ bearer: [] }, { apiKey: [] }, { session: [] }],
  };
}

/** The one member of a union that a selection's fragments name, if exactly one. */
function unionMember(
  union: GraphQLUnionType,
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
): GraphQLObjectType | undefined {
  const names = new Set<string>();
  for (const sel of set.selections) {
    if (sel.kind === Kind.FRAGMENT_SPREAD) names.add(fragments[sel.name.value].typeCondition.name.value);
    else if (sel.kind === Kind.INLINE_FRAGMENT && sel.typeCondition) names.add(sel.typeCondition.name.value);
  }
  const members = union.getTypes().filter((t) => names.has(t.name));
  return members.length === 1 ? members[0] : undefined;
}
