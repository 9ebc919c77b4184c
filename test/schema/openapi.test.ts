import { Validator } from '@seriousme/openapi-schema-validator';
import { domains } from '../../src/domains';
import { useTestApp } from '../support/app';

const t = useTestApp();

describe('GET /api/v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by a real validator)', async () => {
    const res = await t().http().get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every route of the table, with its success status and error statuses', async () => {
    const doc = (await t().http().get('/api/v1/openapi.json')).body;
    for (const route of domains.flatMap((d) => d.routes)) {
      const op = doc.paths[`/api/v1${route.path}`]?.[route.method.toLowerCase()];
      expect(op).toBeDefined();
      expect(op.operationId).toBe(route.operationId);
      expect(Object.keys(op.responses)).toEqual(
        expect.arrayContaining([String(route.status), '401', '403', '413', '426', '429', '503']),
      );
    }
  });

  it('shows REST field names in snake_case', async () => {
    const doc = (await t().http().get('/api/v1/openapi.json')).body;
    expect(Object.keys(doc.components.schemas.Workspace.properties)).toEqual(
      expect.arrayContaining(['created_at', 'updated_at']),
    );
  });
});
