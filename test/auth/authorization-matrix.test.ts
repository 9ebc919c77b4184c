import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type OperationDefinitionNode,
  buildSchema,
  getOperationAST,
  print,
  typeFromAST,
  Kind,
} from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getMetadataStorage } from 'type-graphql';
import { PUBLIC_FIELDS, SUPER_ADMIN, WORKSPACE_ADMIN, WORKSPACE_ADMIN_OR_NEW } from '../../src/auth/permissions';
import { domains } from '../../src/domains';
import type { RestRoute } from '../../src/domains/route';
import { useTestApp } from '../support/app';
import { createWorkspace, superAdmin } from '../support/identity';

/*
 * The authorization matrix (docs/security.md): every operation of the route table, so that a new
 * route is covered by itself, x caller x workspace, on both surfaces. The expectation is derived from
 * each root field's @Authorized requirement (src/auth/permissions.ts): anonymous is 401, SUPER_ADMIN
 * only for the super admin, WORKSPACE_ADMIN for the super admin and the admin of that workspace (and so
 * WORKSPACE_ADMIN_OR_NEW, on the fixtures' workspaces, which exist; a missing one is the super admin's), and
 * a bare @Authorized() for anyone authenticated. "Allowed" means the authorization layer let the call
 * through: the answer is not 401/403 (the generated inputs are deliberately invalid, so an allowed call
 * ends in 400/404/409 and changes nothing). One app and one set of fixtures for every cell.
 */

const t = useTestApp();
const gqlSchema = buildSchema(readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
const routes: RestRoute[] = domains.flatMap((d) => d.routes);
type Caller = 'anonymous' | 'viewer' | 'editor' | 'admin' | 'super_admin';
const CALLERS: Caller[] = ['anonymous', 'viewer', 'editor', 'admin', 'super_admin'];
/** Root fields that only make sense with a browser session: a token caller is refused by the field itself. */
const SESSION_ONLY = new Set(['logout', 'refreshSession']);

function requirementOf(field: string): string[] | 'public' {
  if (PUBLIC_FIELDS.has(field)) return 'public';
  const s = getMetadataStorage();
  const def = [...s.queries, ...s.mutations].find((f) => f.schemaName === field);
  if (!def) throw new Error(`no resolver metadata for ${field}`);
  const a = s.authorizedFields.find((x) => x.target === def.target && x.fieldName === def.methodName);
  return (a?.roles as string[] | undefined) ?? [];
}

function expectedAllowed(req: string[] | 'public', caller: Caller, workspace: 'A' | 'B' | undefined): boolean {
  if (req === 'public') return true;
  if (caller === 'anonymous') return false;
  if (req.includes(SUPER_ADMIN)) return caller === 'super_admin';
  if (req.includes(WORKSPACE_ADMIN) || req.includes(WORKSPACE_ADMIN_OR_NEW))
    return caller === 'super_admin' || (caller === 'admin' && workspace === 'A');
  return true;
}

/** A value of the right GraphQL type that every service refuses after authorization ('!' is no valid name). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(type.getFields())) if (isNonNullType(f.type)) out[f.name] = sample(f.type);
    return out;
  }
  if (isScalarType(type)) {
    switch (getNamedType(type).name) {
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'JSONObject':
      case 'JSON':
        return {};
      case 'DateTime':
        return '2099-01-01T00:00:00Z';
      default:
        return '!';
    }
  }
  return '!';
}

const snake = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(snake)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v).map(([k, x]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snake(x)]),
        )
      : v;

interface Cell {
  route: RestRoute;
  caller: Caller;
  workspace: 'A' | 'B' | undefined;
}

describe('authorization matrix: every operation x caller x workspace, REST and GraphQL', () => {
  const tokens: Partial<Record<Caller, string>> = {};
  const names = { A: 'matrix-a', B: 'matrix-b' };

  // One set of fixtures for every cell (made inside the one test: the harness empties the database before each test).
  async function fixtures() {
    const a = await createWorkspace(t(), names.A);
    await createWorkspace(t(), names.B);
    // A service in each keeps deleteWorkspace at 409 (not empty), so every cell sees both workspaces.
    for (const ws of [names.A, names.B]) {
      await t()
        .http()
        .post(`/api/v1/workspaces/${ws}/services`)
        .set(await superAdmin(t()))
        .send({ name: 'keep', type: 'postgis', connection_info: { host: 'db.example.test', database: 'g', user: 'u' } })
        .expect(201);
    }
    for (const role of ['viewer', 'editor', 'admin'] as const)
      tokens[role] = await t().token(role, a.id, `matrix-${role}`);
    tokens.super_admin = await t().token('super_admin', undefined, 'matrix-root');
  }

  const cells: Cell[] = routes.flatMap((route) =>
    CALLERS.flatMap((caller) =>
      (route.path.includes('{workspace}') ? (['A', 'B'] as const) : [undefined]).map((workspace) => ({
        route,
        caller,
        workspace,
      })),
    ),
  );

  it('covers every route of the route table', () => {
    expect(new Set(cells.map((c) => c.route.operationId)).size).toBe(routes.length);
  });

  it('every cell answers as the roles say, on both surfaces', async () => {
    await fixtures();
    const wrong: string[] = [];
    for (const { route, caller, workspace } of cells) {
      const op = getOperationAST(route.document) as OperationDefinitionNode;
      const sel = op.selectionSet.selections[0];
      const field = sel.kind === Kind.FIELD ? sel.name.value : '?';
      if (SESSION_ONLY.has(field) && caller !== 'anonymous') continue;
      const req = requirementOf(field);
      const expected = expectedAllowed(req, caller, workspace);
      const auth = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {};

      // Variables: the workspace under test, the rest sampled from their types.
      const variables: Record<string, unknown> = {};
      for (const v of op.variableDefinitions ?? []) {
        const name = v.variable.name.value;
        if (name === 'workspace' && workspace) variables[name] = names[workspace];
        else if (v.type.kind === Kind.NON_NULL_TYPE)
          variables[name] = sample(typeFromAST(gqlSchema, v.type as never) as GraphQLInputType);
      }

      // REST
      const url = route.path.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(String(variables[p] ?? '!')));
      const query = (route.query ?? [])
        .filter((q) => q.required)
        .map((q) => `${q.name}=${q.type === 'integer' ? 1 : q.type === 'boolean' ? 'true' : '!'}`)
        .join('&');
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const http = t().http();
      let r = http[method](`/api/v1${url}${query ? `?${query}` : ''}`).set(auth);
      if (route.body) r = r.send(snake(variables[route.body.variable] ?? {}) as object);
      const rest = await r;
      // A public field answers a bad credential with its own 401: only a 403 would be a refusal there.
      const denials = req === 'public' ? [403] : [401, 403];
      const restAllowed = !denials.includes(rest.status);
      if (restAllowed !== expected)
        wrong.push(
          `REST ${route.operationId} ${caller}@${workspace ?? '-'}: ${rest.status} (expected ${expected ? 'allowed' : 'denied'})`,
        );

      // GraphQL
      const g = await t()
        .http()
        .post('/graphql')
        .set(auth)
        .send({ query: print(route.document), variables });
      const codes = ((g.body.errors ?? []) as { extensions?: { code?: string } }[]).map((e) => e.extensions?.code);
      const gqlAllowed = !codes.includes('FORBIDDEN') && (req === 'public' || !codes.includes('UNAUTHENTICATED'));
      if (gqlAllowed !== expected)
        wrong.push(
          `GraphQL ${route.operationId} ${caller}@${workspace ?? '-'}: ${codes.join(',') || 'ok'} (expected ${expected ? 'allowed' : 'denied'})`,
        );
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
