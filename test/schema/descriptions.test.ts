import { getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { buildMapgateSchema } from '../../src/graphql/schema';
import { descriptionReport, SCHEMA_DESCRIPTIONS } from '../../src/graphql/schema-descriptions';
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

describe('schema descriptions (src/graphql/schema-descriptions.ts)', () => {
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

  it('a description written in a decorator wins over the table', () => {
    // Both set in decorators; the table's rules (createdAt, workspace argument) would say otherwise.
    expect(served.get('Query.me')).toBe("The caller's identity, roles and capabilities.");
    expect(served.get('AuditEventFilter.workspace')).toBe(
      'Workspace id or name: events about that workspace, and those of any workspace that had this name at the time.',
    );
    // Filled from the table and from a rule.
    expect(served.get('ServiceType.POSTGIS')).toBe('A PostgreSQL/PostGIS database (REST: postgis).');
    expect(served.get('Query.workspace(workspace)')).toBe(
      'The workspace, by id or name. The global id of the Workspace works too.',
    );
    expect(served.get('Workspace.createdAt')).toBe('When it was created (UTC).');
  });

  it('every table entry names an element of the schema (no stale entries after a rename)', () => {
    const stale = Object.keys(SCHEMA_DESCRIPTIONS).filter((k) => !served.has(k));
    expect(stale).toEqual([]);
  });

  it('every table entry is needed: none names an element a decorator describes (the decorator would win)', () => {
    expect(descriptionReport(buildMapgateSchema())).toEqual({ missing: [], unused: [] });
  });
});
