import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { type MachinePostgres, machinePostgis, machinePostgres, machineUrl } from '../domains/services/pg-servers';

/*
 * A schema of real PostGIS tables in the machine's `mapgate_postgis_test` database, for discovery,
 * publishing and the OGC API tests. Each test file makes its own schema (a random name) and drops it
 * after, so files running side by side never see each other's tables.
 *
 * What it holds (all generated with generate_series, the same rows every time):
 * - `points`: 3000 points (Point, 4326) on a 60 x 50 grid over lon 5..14.83, lat 45..54.8, with
 *   id (primary key), name, category (a, b or c), value (double), rank (int);
 * - `lines`: 1000 linestrings (LineString, 3857) with id (primary key), name, kind;
 * - `polygons`: 500 squares (MultiPolygon, 4326) with id (primary key), name, area (double);
 * - `points_view`: a view of the points whose category is 'a';
 * - `two_geoms`: 100 rows with two geometry columns, `geom` (Point, 4326) and `footprint` (Polygon, 4326);
 * - `no_pk`: 50 points (Point, 4326) without a primary key.
 * Every table is analyzed, so row estimates and estimated extents are known.
 */

/** Table names of the fixture, for the tests' expectations. */
export const FIXTURE_TABLES = ['lines', 'no_pk', 'points', 'points_view', 'polygons', 'two_geoms'] as const;

export interface PostgisFixture {
  /** The schema made for this fixture. */
  schema: string;
  /** A connection URL to the PostGIS database (the fixture's schema is not on its search_path). */
  url: string;
  /** connection_info for a mapgate PostGIS service reading this schema. */
  connectionInfo: {
    host: string;
    port: number;
    database: string;
    user: string;
    sslmode: 'disable';
    schemas: string[];
  };
  /** The machine's server, for tests that need other databases on it. */
  server: MachinePostgres;
  /** Runs SQL in the fixture's database (e.g. a DROP TABLE for drift). */
  sql(text: string): Promise<void>;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/** A schema name that is unique enough for parallel test files: `<prefix>_<8 hex>`. */
export const randomSchema = (prefix = 'fixture') => `${prefix}_${randomBytes(4).toString('hex')}`;

const tables = (s: string) => `
CREATE SCHEMA ${s};
CREATE TABLE ${s}.points (
  id integer PRIMARY KEY,
  name text NOT NULL,
  category text NOT NULL,
  value double precision,
  rank integer,
  geom geometry(Point, 4326) NOT NULL
);
INSERT INTO ${s}.points
  SELECT i, 'point ' || i, (ARRAY['a','b','c'])[1 + i % 3], i / 10.0, i % 100,
         ST_SetSRID(ST_MakePoint(5 + (i % 60) / 6.0, 45 + (i / 60) / 5.0), 4326)
  FROM generate_series(0, 2999) AS i;
CREATE INDEX ON ${s}.points USING gist (geom);

CREATE TABLE ${s}.lines (
  id integer PRIMARY KEY,
  name text NOT NULL,
  kind text,
  geom geometry(LineString, 3857) NOT NULL
);
INSERT INTO ${s}.lines
  SELECT i, 'line ' || i, CASE WHEN i % 2 = 0 THEN 'road' ELSE 'rail' END,
         ST_Transform(ST_SetSRID(ST_MakeLine(ST_MakePoint(5 + (i % 40) / 4.0, 45 + (i / 40) / 2.5),
                                             ST_MakePoint(5.2 + (i % 40) / 4.0, 45.3 + (i / 40) / 2.5)), 4326), 3857)
  FROM generate_series(0, 999) AS i;
CREATE INDEX ON ${s}.lines USING gist (geom);

CREATE TABLE ${s}.polygons (
  id integer PRIMARY KEY,
  name text NOT NULL,
  area double precision,
  geom geometry(MultiPolygon, 4326) NOT NULL
);
INSERT INTO ${s}.polygons
  SELECT i, 'polygon ' || i, 0.01,
         ST_Multi(ST_MakeEnvelope(5 + (i % 25) * 0.4, 45 + (i / 25) * 0.5,
                                  5.1 + (i % 25) * 0.4, 45.1 + (i / 25) * 0.5, 4326))
  FROM generate_series(0, 499) AS i;
CREATE INDEX ON ${s}.polygons USING gist (geom);

CREATE VIEW ${s}.points_view AS SELECT id, name, value, geom FROM ${s}.points WHERE category = 'a';

CREATE TABLE ${s}.two_geoms (
  id integer PRIMARY KEY,
  label text,
  geom geometry(Point, 4326),
  footprint geometry(Polygon, 4326)
);
INSERT INTO ${s}.two_geoms
  SELECT i, 'two ' || i, ST_SetSRID(ST_MakePoint(6 + i * 0.05, 46), 4326),
         ST_MakeEnvelope(6 + i * 0.05, 46, 6.02 + i * 0.05, 46.02, 4326)
  FROM generate_series(0, 99) AS i;

CREATE TABLE ${s}.no_pk (
  name text,
  geom geometry(Point, 4326)
);
INSERT INTO ${s}.no_pk
  SELECT 'n' || i, ST_SetSRID(ST_MakePoint(7 + i * 0.01, 47), 4326) FROM generate_series(0, 49) AS i;

ANALYZE ${s}.points; ANALYZE ${s}.lines; ANALYZE ${s}.polygons; ANALYZE ${s}.two_geoms; ANALYZE ${s}.no_pk;
`;

/**
 * Creates the fixture in a new schema of the machine's PostGIS database. Returns null (the reason is
 * logged by machinePostgis) when the machine has no PostgreSQL with PostGIS; CI has one (.ci/run), so
 * callers should fail rather than skip there.
 */
export async function createFixture(schema: string = randomSchema()): Promise<PostgisFixture | null> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`fixture schema: not a plain identifier: ${schema}`);
  const server = await machinePostgis(await machinePostgres());
  if (!server) return null;
  const url = machineUrl();
  url.pathname = `/${server.database}`;
  const sql = async (text: string) => {
    const c = new Client({ connectionString: url.toString() });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  await sql(tables(schema));
  return {
    schema,
    url: url.toString(),
    connectionInfo: {
      host: server.host,
      port: server.port,
      database: server.database,
      user: server.user,
      sslmode: 'disable',
      schemas: [schema],
    },
    server,
    sql,
    drop: () => sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  };
}

/**
 * The fixture in a new schema named after `prefix`, for test files that need PostGIS: without it they
 * fail (CI installs it), never skip.
 */
export async function requireFixture(prefix: string): Promise<PostgisFixture> {
  const made = await createFixture(randomSchema(prefix));
  if (!made) throw new Error('these tests need PostgreSQL with PostGIS (see test/domains/services/pg-servers.ts)');
  return made;
}
