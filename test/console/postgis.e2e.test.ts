import { Client } from 'pg';
import { useTestApp } from '../support/app';
import { helpers } from '../domains/layer-groups/support';
import { machinePostgis, machinePostgres, type MachinePostgres } from '../domains/services/pg-servers';
import { browserSuite, shot, signIn, until, useBrowser } from './browser';

/**
 * From a PostGIS table to a map in Chromium, against the real app and the machine's PostGIS (the
 * `mapgate_postgis_test` database that .ci/run prepares): a PostGIS service created with its connection
 * test and edited without typing the password again. The fixture tables live in a schema of this file's
 * own, dropped at the end.
 */
const SCHEMA = `console_map_${process.pid}`;
let postgis: MachinePostgres | null = null;

async function sql(text: string): Promise<void> {
  const c = new Client({
    host: postgis!.host,
    port: postgis!.port,
    user: postgis!.user,
    database: postgis!.database,
  });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  postgis = await machinePostgis(await machinePostgres());
  if (!postgis) return; // logged by machinePostgis()
  // 400 places on a 20 x 20 grid around Lisbon, with attributes of three types.
  await sql(`
    DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE;
    CREATE SCHEMA ${SCHEMA};
    CREATE TABLE ${SCHEMA}.places (
      id serial PRIMARY KEY,
      name text NOT NULL,
      kind text NOT NULL,
      population integer,
      geom geometry(Point, 4326) NOT NULL
    );
    INSERT INTO ${SCHEMA}.places (name, kind, population, geom)
      SELECT 'place ' || x || '-' || y, CASE WHEN (x + y) % 2 = 0 THEN 'town' ELSE 'village' END, x * 100 + y,
             ST_SetSRID(ST_MakePoint(-9.3 + x * 0.01, 38.65 + y * 0.01), 4326)
        FROM generate_series(0, 19) x, generate_series(0, 19) y;
    CREATE INDEX ON ${SCHEMA}.places USING gist (geom);
    ANALYZE ${SCHEMA}.places;
  `);
});
afterAll(async () => {
  if (postgis) await sql(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
});

browserSuite('from a PostGIS table to a map, in Chromium', () => {
  const t = useTestApp();
  const h = helpers(t);
  const { open } = useBrowser(t);

  it('a PostGIS service: the connection form and its test, then edited without typing the password again', async () => {
    if (!postgis) return; // logged by machinePostgis()
    await h.workspace('geo');
    const { page, close } = await open('#/workspaces/geo/services');
    await signIn(page, await t().token('super_admin'));
    await page.getByText('No services yet.').waitFor();
    const form = page.getByRole('form', { name: 'New PostGIS service' });
    await form.getByLabel('Service name').fill('pg');
    await form.getByLabel('Host').fill(postgis.host);
    await form.getByLabel('Port').fill(String(postgis.port));
    await form.getByLabel('Database').fill('no_such_database');
    await form.getByLabel('User').fill(postgis.user);
    await form.getByLabel('Password').fill('kept-secret');
    await form.getByLabel('SSL mode').selectOption('disable');
    await form.getByLabel('Schemas').fill(SCHEMA);

    // The test tries the form's values without saving anything: first a database that is not there.
    const tested = form.getByRole('status', { name: 'Connection test of the new service' });
    await form.getByRole('button', { name: 'Test connection of the new service' }).click();
    await tested.getByText('Failed: ').waitFor();
    expect(await tested.textContent()).toContain('no_such_database');
    await form.getByLabel('Database').fill(postgis.database);
    await form.getByRole('button', { name: 'Test connection of the new service' }).click();
    await tested.getByText(/^\s*Connected \(\d+ ms\)/).waitFor();
    expect(await tested.textContent()).toMatch(/postgis_version\s*3\./);
    const none = await t()
      .http()
      .get('/api/v1/workspaces/geo/services')
      .set(await h.su());
    expect(none.body.services).toEqual([]);
    await shot(page, 'console-postgis-service');

    // Created: the page moves to the service, which lists its tables.
    await form.getByRole('button', { name: 'Create service' }).click();
    await page.getByRole('heading', { name: 'Service pg' }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/workspaces/geo/services/pg');
    await page.getByText('password saved').waitFor();
    const saved = await t()
      .http()
      .get('/api/v1/workspaces/geo/services/pg')
      .set(await h.su());
    expect(saved.body.connection_info).toEqual({
      host: postgis.host,
      port: postgis.port,
      database: postgis.database,
      user: postgis.user,
      sslmode: 'disable',
      schemas: [SCHEMA],
      password_configured: true,
    });

    // Edited: another schema, the password field left empty; the saved password stays.
    await page.getByRole('button', { name: 'Edit connection' }).click();
    const edit = page.getByRole('form', { name: 'Edit connection of pg' });
    expect(await edit.getByLabel('Password').inputValue()).toBe('');
    expect(await edit.getByLabel('Password').getAttribute('placeholder')).toBe('saved: empty keeps it');
    await edit.getByLabel('Schemas').fill(`${SCHEMA}, public`);
    await edit.getByRole('button', { name: 'Test these settings of the edited pg' }).click();
    await edit
      .getByRole('status', { name: 'Connection test of the edited pg' })
      .getByText(/Connected/)
      .waitFor();
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`schemas ${SCHEMA}, public; password saved`).waitFor();
    const edited = await t()
      .http()
      .get('/api/v1/workspaces/geo/services/pg')
      .set(await h.su());
    expect(edited.headers.etag).toBe('"2"');
    expect(edited.body.connection_info).toMatchObject({ schemas: [SCHEMA, 'public'], password_configured: true });
    const stored = await t().db.prisma.service.findFirstOrThrow({ where: { name: 'pg' } });
    expect(JSON.stringify(stored.connectionInfo)).toContain('kept-secret');

    // A new host without the password again is refused, in the server's words, and nothing changes.
    await page.getByRole('button', { name: 'Edit connection' }).click();
    const again = page.getByRole('form', { name: 'Edit connection of pg' });
    await again.getByLabel('Host').fill('localhost');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.getByRole('alert').getByText('connection_info.password: must be sent again').waitFor();
    await until('nothing changed', async () => {
      const now = await t()
        .http()
        .get('/api/v1/workspaces/geo/services/pg')
        .set(await h.su());
      return now.headers.etag === '"2"' && now.body.connection_info.host === postgis!.host;
    });
    await close();
  });
});
