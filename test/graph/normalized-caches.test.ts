import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { Kind, type DocumentNode } from 'graphql';
import { cacheExchange, type Cache } from '@urql/exchange-graphcache';
import { Client, fetchExchange } from '@urql/core';
import { useListeningApp, useTestApp } from '../support/app';
import { customTms } from '../domains/layer-groups/support';
import { seedWorkspace, type SeededWorkspace } from './support';

/*
 * Issue 30, items 2 and 3: one global id has one typename on every field that answers it, and every delete
 * answers the deleted object's global id (`deletedId`), so that the normalized caches of real clients stay
 * true: Apollo Client 4 (InMemoryCache) and urql 6 with graphcache, over real HTTP against the real app.
 * An update lands on the record every list and edge points to; a delete evicts that record by deletedId.
 */
const t = useTestApp();
const origin = useListeningApp(t);

const gid = (type: string, id: string): string => Buffer.from(`${type}:${id}`).toString('base64url');

const apollo = (token: string) =>
  new ApolloClient({
    link: new HttpLink({ uri: `${origin()}/graphql`, headers: { Authorization: `Bearer ${token}` } }),
    cache: new InMemoryCache(),
  });

/** The keys of an Apollo cache's records that hold this global id. */
const recordsOf = (client: ApolloClient, id: string) =>
  Object.keys(client.cache.extract() as Record<string, unknown>).filter((k) => k.endsWith(`:${id}`));

const STYLES_AND_DEFAULT = gql`
  query StylesAndDefault($ws: String!) {
    styles(workspace: $ws) {
      id
      name
      title
    }
    layer(workspace: $ws, service: "pg", layer: "pg_roads") {
      id
      defaultStyle {
        id
        name
        title
      }
    }
  }
`;
const UPDATE_STYLE = gql`
  mutation UpdateStyle($ws: String!, $style: String!, $title: String!) {
    updateStyle(workspace: $ws, style: $style, input: { title: $title }) {
      id
      title
      body
    }
  }
`;
const CREATE_KEY = gql`
  mutation CreateKey($ws: String!) {
    createAPIKey(workspace: $ws, input: { name: "fresh", roleId: "viewer" }) {
      apiKey {
        __typename
        id
        name
        revoked
      }
      key
    }
  }
`;
const KEYS = gql`
  query Keys($ws: String!) {
    apiKeys(workspace: $ws) {
      id
      name
      revoked
    }
  }
`;

interface Styled {
  styles: { id: string; name: string; title: string | null }[];
  layer: { id: string; defaultStyle: { id: string; name: string; title: string | null } };
}

/**
 * One object of each type that a delete mutation removes, deletable as it stands: its list (a root field
 * of [Type!]!), the delete mutation and its variables, and the global id it has.
 */
interface Deletion {
  type: string;
  list: DocumentNode;
  listField: string;
  listVariables: Record<string, unknown>;
  remove: DocumentNode;
  variables: Record<string, unknown>;
  id: string;
}

async function deletions(a: SeededWorkspace): Promise<Deletion[]> {
  const prisma = t().db.prisma;
  // What the seed holds cannot all be deleted as it is (a style in use, a service with layers, a group
  // that is a member): one free object of each of those, made as a client would find them.
  const style = await prisma.style.create({
    data: { workspaceId: a.id, name: 'spare', format: 'css', body: '* { stroke: #000000; }' },
  });
  const service = await prisma.service.create({
    data: { workspaceId: a.id, name: 'empty', type: 'postgis', connectionInfo: { host: 'localhost' } },
  });
  const empty = await prisma.workspace.create({ data: { name: 'empty' } });
  await prisma.apiKey.update({ where: { id: a.apiKeyId }, data: { revokedAt: new Date() } });
  await prisma.tileCacheJob.update({ where: { id: a.jobId }, data: { status: 'succeeded', completedAt: new Date() } });
  const global = await prisma.claimMapping.create({
    data: { scope: '*', workspaceId: null, claimName: 'groups', claimValue: 'ops', roleId: 'viewer' },
  });
  const su = await t().token('super_admin');
  const role = await t().gql('mutation { createRole(input: { id: "auditor", name: "Auditor" }) { id } }', {}, su);
  expect(role.body.errors).toBeUndefined();
  const tms = await t().gql(
    'mutation($d: JSONObject!) { putTileMatrixSet(tileMatrixSet: "LV95", definition: $d) }',
    { d: customTms('LV95') },
    su,
  );
  expect(tms.body.errors).toBeUndefined();
  const ws = { ws: a.name };
  const inWs = (field: string, type: string) => ({
    list: gql(`query List($ws: String!) { ${field}(workspace: $ws) { id } }`),
    listField: field,
    listVariables: ws,
    type,
  });
  const global_ = (field: string, type: string) => ({
    list: gql(`query List { ${field} { id } }`),
    listField: field,
    listVariables: {},
    type,
  });
  return [
    {
      ...inWs('styles', 'Style'),
      remove: gql`
        mutation Remove($ws: String!) {
          deleteStyle(workspace: $ws, style: "spare") {
            deletedId
          }
        }
      `,
      variables: ws,
      id: gid('Style', style.id),
    },
    {
      ...inWs('services', 'Service'),
      remove: gql`
        mutation Remove($ws: String!) {
          deleteService(workspace: $ws, service: "empty") {
            deletedId
          }
        }
      `,
      variables: ws,
      id: gid('Service', service.id),
    },
    {
      // pg_rivers is in no group.
      ...inWs('layers', 'Layer'),
      remove: gql`
        mutation Remove($ws: String!) {
          deleteLayer(workspace: $ws, service: "pg", layer: "pg_rivers") {
            deletedId
          }
        }
      `,
      variables: ws,
      id: gid('Layer', a.layerIds.pg_rivers),
    },
    {
      // base holds inner; nothing holds base.
      ...inWs('layerGroups', 'LayerGroup'),
      remove: gql`
        mutation Remove($ws: String!) {
          deleteLayerGroup(workspace: $ws, group: "base") {
            deletedId
          }
        }
      `,
      variables: ws,
      id: gid('LayerGroup', a.groupIds.base),
    },
    {
      ...inWs('apiKeys', 'APIKey'),
      remove: gql`
        mutation Remove($ws: String!, $id: ID!) {
          deleteAPIKey(workspace: $ws, keyId: $id) {
            deletedId
          }
        }
      `,
      variables: { ...ws, id: gid('APIKey', a.apiKeyId) },
      id: gid('APIKey', a.apiKeyId),
    },
    {
      ...inWs('claimMappings', 'ClaimMapping'),
      remove: gql`
        mutation Remove($ws: String!, $id: String!) {
          deleteClaimMapping(workspace: $ws, mappingId: $id) {
            deletedId
          }
        }
      `,
      variables: { ...ws, id: a.mappingId },
      id: gid('ClaimMapping', a.mappingId),
    },
    {
      ...inWs('tileCacheJobs', 'TileCacheJob'),
      remove: gql`
        mutation Remove($ws: String!, $id: String!) {
          deleteTileCacheJob(workspace: $ws, job: $id) {
            deletedId
          }
        }
      `,
      variables: { ...ws, id: a.jobId },
      id: gid('TileCacheJob', a.jobId),
    },
    {
      ...global_('globalClaimMappings', 'ClaimMapping'),
      remove: gql`
        mutation Remove($id: String!) {
          deleteGlobalClaimMapping(mappingId: $id) {
            deletedId
          }
        }
      `,
      variables: { id: global.id },
      id: gid('ClaimMapping', global.id),
    },
    {
      ...global_('roles', 'Role'),
      remove: gql`
        mutation Remove {
          deleteRole(role: "auditor") {
            deletedId
          }
        }
      `,
      variables: {},
      id: gid('Role', 'auditor'),
    },
    {
      ...global_('tileMatrixSets', 'TileMatrixSet'),
      remove: gql`
        mutation Remove {
          deleteTileMatrixSet(tileMatrixSet: "LV95") {
            deletedId
          }
        }
      `,
      variables: {},
      id: gid('TileMatrixSet', 'LV95'),
    },
    {
      ...global_('workspaces', 'Workspace'),
      remove: gql`
        mutation Remove {
          deleteWorkspace(workspace: "empty") {
            deletedId
          }
        }
      `,
      variables: {},
      id: gid('Workspace', empty.id),
    },
  ];
}

describe('Apollo Client InMemoryCache', () => {
  it('an updated style shows its new title in the cached list and in a layer defaultStyle: one Style record', async () => {
    const a = await seedWorkspace(t(), 'a');
    const client = apollo(await t().token('super_admin'));
    const before = (await client.query({ query: STYLES_AND_DEFAULT, variables: { ws: 'a' } })).data as Styled;
    expect(before.styles).toEqual([{ __typename: 'Style', id: gid('Style', a.styleId), name: 'dark', title: null }]);
    expect(before.layer.defaultStyle.id).toBe(gid('Style', a.styleId));
    const updated = await client.mutate({
      mutation: UPDATE_STYLE,
      variables: { ws: 'a', style: 'dark', title: 'Dark roads' },
    });
    expect((updated.data as { updateStyle: { __typename: string } }).updateStyle.__typename).toBe('Style');
    // Read from the cache alone: the list and the edge show the title the update answered.
    const cached = client.readQuery({ query: STYLES_AND_DEFAULT, variables: { ws: 'a' } }) as Styled;
    expect(cached.styles.map((s) => s.title)).toEqual(['Dark roads']);
    expect(cached.layer.defaultStyle.title).toBe('Dark roads');
    expect(recordsOf(client, gid('Style', a.styleId))).toEqual([`Style:${gid('Style', a.styleId)}`]);
    // The body the update selected sits on the same record; the list did not read it.
    const record = (client.cache.extract() as Record<string, Record<string, unknown>>)[
      `Style:${gid('Style', a.styleId)}`
    ];
    expect(record.body).toBe('<StyledLayerDescriptor version="1.0.0"/>');
  });

  it('a new API key is one APIKey record, which the key list shows after a refetch', async () => {
    const a = await seedWorkspace(t(), 'a');
    const client = apollo(await t().token('super_admin'));
    const made = await client.mutate({ mutation: CREATE_KEY, variables: { ws: 'a' } });
    const payload = (made.data as { createAPIKey: { __typename: string; apiKey: { id: string }; key: string } })
      .createAPIKey;
    expect(payload.__typename).toBe('CreateAPIKeyPayload');
    expect(payload.key).toMatch(/^mgk_[0-9a-f]{64}$/);
    const id = payload.apiKey.id;
    expect(recordsOf(client, id)).toEqual([`APIKey:${id}`]);
    // The payload is no record of its own: the mutation's answer points to the APIKey.
    expect(JSON.stringify(client.cache.extract())).not.toContain('CreatedAPIKey');
    const keys = (await client.query({ query: KEYS, variables: { ws: 'a' }, fetchPolicy: 'network-only' })).data as {
      apiKeys: { id: string; name: string }[];
    };
    expect(keys.apiKeys.map((k) => k.id).sort()).toEqual([gid('APIKey', a.apiKeyId), id].sort());
    expect(recordsOf(client, id)).toEqual([`APIKey:${id}`]);
  });

  it('every delete: cache.evict by deletedId removes the record, and the cached list no longer shows it', async () => {
    const a = await seedWorkspace(t(), 'a');
    const all = await deletions(a);
    const client = apollo(await t().token('super_admin'));
    for (const d of all) {
      const listed = (await client.query({ query: d.list, variables: d.listVariables })).data as Record<
        string,
        { id: string }[]
      >;
      expect({ type: d.type, listed: listed[d.listField].map((x) => x.id) }).toEqual({
        type: d.type,
        listed: expect.arrayContaining([d.id]),
      });
      expect(recordsOf(client, d.id)).toEqual([`${d.type}:${d.id}`]);
      const res = await client.mutate({
        mutation: d.remove,
        variables: d.variables,
        // What a client writes: the deleted record, named by the answer alone.
        update(cache, { data }) {
          const { deletedId } = Object.values(data as Record<string, { deletedId: string }>)[0];
          cache.evict({ id: cache.identify({ __typename: d.type, id: deletedId }) });
          cache.gc();
        },
      });
      const answer = Object.values(res.data as Record<string, { __typename: string; deletedId: string }>)[0];
      expect({ type: d.type, answer }).toEqual({
        type: d.type,
        answer: { __typename: `Delete${d.type}Payload`, deletedId: d.id },
      });
      expect(recordsOf(client, d.id)).toEqual([]);
      const after = client.readQuery({ query: d.list, variables: d.listVariables }) as Record<string, { id: string }[]>;
      expect({ type: d.type, listed: after[d.listField].map((x) => x.id) }).toEqual({
        type: d.type,
        listed: listed[d.listField].map((x) => x.id).filter((x) => x !== d.id),
      });
      // The server agrees with the cache.
      const fresh = (await client.query({ query: d.list, variables: d.listVariables, fetchPolicy: 'network-only' }))
        .data as Record<string, { id: string }[]>;
      expect(fresh[d.listField].map((x) => x.id)).not.toContain(d.id);
    }
    // Every delete mutation of the schema was followed.
    const schema = await t().gql(
      '{ __schema { mutationType { fields { name } } } }',
      {},
      await t().token('super_admin'),
    );
    const deletes = (schema.body.data!.__schema.mutationType.fields as { name: string }[])
      .map((f) => f.name)
      .filter((n) => n.startsWith('delete'));
    const followed = all.map((d) => {
      const op = d.remove.definitions[0];
      const field = op.kind === Kind.OPERATION_DEFINITION ? op.selectionSet.selections[0] : undefined;
      return field?.kind === Kind.FIELD ? field.name.value : undefined;
    });
    expect(followed.sort()).toEqual(deletes.sort());
  });
});

describe('urql graphcache', () => {
  const urql = (token: string, updates: Record<string, (result: never, args: never, cache: Cache) => void> = {}) =>
    new Client({
      url: `${origin()}/graphql`,
      fetchOptions: { headers: { Authorization: `Bearer ${token}` } },
      exchanges: [
        cacheExchange({
          // Payloads are no entities: they hold the entity (or the id of the one deleted).
          keys: { CreateAPIKeyPayload: () => null, DeleteStylePayload: () => null, DeleteAPIKeyPayload: () => null },
          updates: { Mutation: updates },
        }),
        fetchExchange,
      ],
    });

  it('an updated style shows its new title in the cached list and in a layer defaultStyle', async () => {
    const a = await seedWorkspace(t(), 'a');
    const client = urql(await t().token('super_admin'));
    const first = await client.query(STYLES_AND_DEFAULT, { ws: 'a' }).toPromise();
    expect(first.error).toBeUndefined();
    expect((first.data as Styled).styles[0].title).toBeNull();
    const u = await client.mutation(UPDATE_STYLE, { ws: 'a', style: 'dark', title: 'Dark roads' }).toPromise();
    expect(u.error).toBeUndefined();
    const cached = await client.query(STYLES_AND_DEFAULT, { ws: 'a' }, { requestPolicy: 'cache-only' }).toPromise();
    const data = cached.data as Styled;
    expect(data.styles).toEqual([{ id: gid('Style', a.styleId), name: 'dark', title: 'Dark roads' }]);
    expect(data.layer.defaultStyle.title).toBe('Dark roads');
  });

  it('deleteStyle: invalidating the entity by deletedId drops it from the cached list', async () => {
    const a = await seedWorkspace(t(), 'a');
    const spare = await t().db.prisma.style.create({
      data: { workspaceId: a.id, name: 'spare', format: 'css', body: '* { stroke: #000000; }' },
    });
    const LIST = gql`
      query Styles($ws: String!) {
        styles(workspace: $ws) {
          id
          name
        }
      }
    `;
    let invalidated = '';
    const client = urql(await t().token('super_admin'), {
      deleteStyle: (result: { deleteStyle: { deletedId: string } }, _args, cache) => {
        invalidated = result.deleteStyle.deletedId;
        cache.updateQuery({ query: LIST, variables: { ws: 'a' } }, (data) =>
          data ? { ...data, styles: (data.styles as { id: string }[]).filter((s) => s.id !== invalidated) } : data,
        );
        cache.invalidate({ __typename: 'Style', id: invalidated });
      },
    });
    const before = await client.query(LIST, { ws: 'a' }).toPromise();
    expect((before.data as { styles: { name: string }[] }).styles.map((s) => s.name)).toEqual(['dark', 'spare']);
    const d = await client
      .mutation(
        gql`
          mutation Remove($ws: String!) {
            deleteStyle(workspace: $ws, style: "spare") {
              deletedId
            }
          }
        `,
        {
          ws: 'a',
        },
      )
      .toPromise();
    expect(d.error).toBeUndefined();
    expect(invalidated).toBe(gid('Style', spare.id));
    const after = await client.query(LIST, { ws: 'a' }, { requestPolicy: 'cache-only' }).toPromise();
    expect((after.data as { styles: { name: string }[] }).styles.map((s) => s.name)).toEqual(['dark']);
  });

  it('createAPIKey: the APIKey of the answer is the entity the key list holds; deleteAPIKey removes it', async () => {
    await seedWorkspace(t(), 'a');
    let made = '';
    let deleted = '';
    const client = urql(await t().token('super_admin'), {
      createAPIKey: (result: { createAPIKey: { apiKey: { id: string } } }, _args, cache) => {
        made = result.createAPIKey.apiKey.id;
        cache.updateQuery({ query: KEYS, variables: { ws: 'a' } }, (data) =>
          data ? { ...data, apiKeys: [result.createAPIKey.apiKey, ...(data.apiKeys as object[])] } : data,
        );
      },
      deleteAPIKey: (result: { deleteAPIKey: { deletedId: string } }, _args, cache) => {
        deleted = result.deleteAPIKey.deletedId;
        cache.updateQuery({ query: KEYS, variables: { ws: 'a' } }, (data) =>
          data ? { ...data, apiKeys: (data.apiKeys as { id: string }[]).filter((k) => k.id !== deleted) } : data,
        );
        cache.invalidate({ __typename: 'APIKey', id: deleted });
      },
    });
    await client.query(KEYS, { ws: 'a' }).toPromise();
    const c = await client.mutation(CREATE_KEY, { ws: 'a' }).toPromise();
    expect(c.error).toBeUndefined();
    const payload = (c.data as { createAPIKey: { apiKey: { __typename: string; id: string }; key: string } })
      .createAPIKey;
    expect(payload.apiKey.__typename).toBe('APIKey');
    expect(made).toBe(payload.apiKey.id);
    const listed = await client.query(KEYS, { ws: 'a' }, { requestPolicy: 'cache-only' }).toPromise();
    const keys = (listed.data as { apiKeys: { id: string; name: string }[] }).apiKeys;
    expect(keys[0]).toMatchObject({ id: made, name: 'fresh', revoked: false });
    // Revoked (REST), then deleted through the client: the list in the cache follows.
    const token = await t().token('super_admin');
    const revoked = await t()
      .http()
      .delete(`/api/v1/workspaces/a/apikeys/${made}`)
      .set('Authorization', `Bearer ${token}`);
    expect(revoked.status).toBe(204);
    const d = await client
      .mutation(
        gql`
          mutation Remove($ws: String!, $id: ID!) {
            deleteAPIKey(workspace: $ws, keyId: $id) {
              deletedId
            }
          }
        `,
        {
          ws: 'a',
          id: made,
        },
      )
      .toPromise();
    expect(d.error).toBeUndefined();
    expect(deleted).toBe(made);
    const after = await client.query(KEYS, { ws: 'a' }, { requestPolicy: 'cache-only' }).toPromise();
    expect((after.data as { apiKeys: { id: string }[] }).apiKeys.map((k) => k.id)).not.toContain(made);
    expect((after.data as { apiKeys: { id: string }[] }).apiKeys).toHaveLength(1);
  });
});
