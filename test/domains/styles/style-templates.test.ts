import { useTestApp } from '../../support/app';
import { helpers } from './support';

// A template per format (docs/styles.md, "Templates"): REST GET /api/v1/style-templates and GraphQL
// styleTemplates; each one saves as a style of its format, as the console's editor starts from it.
const t = useTestApp();
const h = helpers(t);
const FORMATS = ['sld_1.0.0', 'sld_1.1.0', 'se_1.1.0', 'css', 'ysld', 'mapbox'];

describe('GET /api/v1/style-templates', () => {
  it('one template per format, each accepted by create; any signed-in caller; 401 anonymous', async () => {
    const ws = await h.workspace('w');
    const admin = await h.admin(ws.id);
    const res = await t().http().get('/api/v1/style-templates').set(admin);
    expect(res.status).toBe(200);
    const templates = res.body.style_templates as { format: string; body: string }[];
    expect(templates.map((x) => x.format)).toEqual(FORMATS);
    for (const [i, { format, body }] of templates.entries()) {
      const check = await t()
        .http()
        .post(`${h.base('w')}/validate`)
        .set(admin)
        .send({ format, body });
      expect({ format, ...check.body }).toEqual({ format, valid: true, diagnostics: [] });
      const saved = await t()
        .http()
        .post(h.base('w'))
        .set(admin)
        .send({ name: `t${i}`, format, body });
      expect(saved.status).toBe(201);
    }
    expect((await t().http().get('/api/v1/style-templates')).status).toBe(401);
  });

  it('GraphQL styleTemplates answers the same bodies', async () => {
    const ws = await h.workspace('w');
    const rest = await t()
      .http()
      .get('/api/v1/style-templates')
      .set(await h.admin(ws.id));
    const gql = await t().gql('{ styleTemplates { format body } }', {}, await t().token('super_admin'));
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data!.styleTemplates.map((x: { body: string }) => x.body)).toEqual(
      rest.body.style_templates.map((x: { body: string }) => x.body),
    );
  });
});
