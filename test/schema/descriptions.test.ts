import { getIntrospectionQuery, introspectionFromSchema, type IntrospectionQuery } from 'graphql';
import { buildDecoratedSchema } from '../../src/graphql/schema';
import { useTestApp } from '../support/app';

/** Every schema coordinate of the served schema with its description, from a real introspection over HTTP. */
function coordinates(schema: IntrospectionQuery['__schema']): Map<string, string | null | undefined> {
  const out = new Map<string, string | null | undefined>();
  for (const type of schema.types) {
    if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
    out.set(type.name, type.description);
    if (type.kind === 'OBJECT' || type.kind === 'INTERFACE') {
      for (const f of type.fields) {
        out.set(`${type.name}.${f.name}`, f.description);
        for (const a of f.args) out.set(`${type.name}.${f.name}(${a.name})`, a.description);
      }
    } else if (type.kind === 'INPUT_OBJECT') {
      for (const f of type.inputFields) out.set(`${type.name}.${f.name}`, f.description);
    } else if (type.kind === 'ENUM') {
      for (const v of type.enumValues) out.set(`${type.name}.${v.name}`, v.description);
    }
  }
  return out;
}

describe('schema descriptions (in the decorators)', () => {
  const t = useTestApp();
  let served: Map<string, string | null | undefined>;

  beforeAll(async () => {
    const token = await t().token('super_admin');
    const { status, body } = await t().gql(getIntrospectionQuery({ inputValueDeprecation: true }), {}, token);
    expect(status).toBe(200);
    served = coordinates((body.data as IntrospectionQuery).__schema);
  });

  it('the served schema describes every type, field, argument, input field and enum value', () => {
    const missing = [...served].filter(([, d]) => !d?.trim()).map(([c]) => c);
    expect(missing).toEqual([]);
  });

  it('no description points at a document outside the repository', () => {
    // Documents of the repository are cited as docs/<name>.md; the product brief's files live elsewhere.
    const outside =
      /decisions\.md|management-api|stack\.md|(?<!docs\/)(style|graph)\.md|\/work\/|shared\/(spec|notes)/i;
    const offenders = [...served].filter(([, d]) => d && outside.test(d)).map(([c, d]) => `${c}: ${d}`);
    expect(offenders).toEqual([]);
  });

  it("every description but the root types' is written in a decorator: type-graphql builds the schema with it", () => {
    // The served schema adds only the root types' descriptions and, on arguments that take a global id, a
    // sentence saying so (src/graphql/schema.ts); nothing fills in what a decorator left out.
    const decorated = coordinates(introspectionFromSchema(buildDecoratedSchema()).__schema);
    const roots = ['Query', 'Mutation', 'Subscription'];
    const gaps = [...decorated].filter(([c, d]) => !roots.includes(c) && !d?.trim()).map(([c]) => c);
    expect(gaps).toEqual([]);
    const changed = [...served]
      .filter(([c]) => !roots.includes(c))
      .filter(([c, d]) => d?.replace(/ ?The global id of the \w+ works too\.$/, '') !== decorated.get(c))
      .map(([c, d]) => `${c}: ${d} <- ${decorated.get(c)}`);
    expect(changed).toEqual([]);
    // A sample of each kind of element, as served.
    expect(served.get('Query')).toMatch(/^Reads\./);
    expect(served.get('ServiceType.POSTGIS')).toBe('A PostgreSQL/PostGIS database (REST: postgis).');
    expect(served.get('Query.workspace(workspace)')).toBe(
      'The workspace, by id or name. The global id of the Workspace works too.',
    );
    expect(served.get('Workspace.createdAt')).toBe('When it was created (UTC).');
    expect(served.get('AuditEventFilter.workspace')).toBe(
      'Workspace id or name: events about that workspace, and those of any workspace that had this name at the time.',
    );
  });
});
