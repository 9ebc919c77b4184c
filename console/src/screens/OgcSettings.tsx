import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import { changedBy, ConflictNotice, type Conflict } from '../Conflict';
import {
  ConsoleOgcFeaturesNowDocument,
  ConsoleOgcSettingsDocument,
  ConsoleOgcTilesNowDocument,
  ConsoleUpdateOgcFeaturesDocument,
  ConsoleUpdateOgcTilesDocument,
  type ConsoleOgcFeaturesFragment,
  type ConsoleOgcSettingsQuery,
  type ConsoleOgcTilesFragment,
} from '../generated/graphql';
import { Loading, Refusal, useLoadProblem } from '../ui';

/** The fixed server ceilings of OGC API - Features paging (docs/rules.md §6). */
const FEATURES_CEILINGS = { limitDefault: 10, limitMax: 1000 };
const MAP_FORMATS = ['image/png', 'image/jpeg', 'image/webp'];

/** One value the server refused as above its ceiling (`extensions.details.exceeded`). */
interface Exceeded {
  field: string;
  value: number;
  limit: number;
}

const exceededOf = (p?: Problem): Exceeded[] =>
  Array.isArray(p?.details?.exceeded) ? (p!.details!.exceeded as Exceeded[]) : [];

/** A field as GraphQL spells it (settings.maxFeatures), whichever spelling the details use. */
const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The fields of the Tiles settings as text, for the conflict table (read ones and the form's alike). */
function tilesText(t: Omit<ConsoleOgcTilesFragment, 'version' | 'versions'>): [string, string][] {
  const s = t.settings;
  return [
    ['State', `${t.enabled ? 'enabled' : 'disabled'}, ${t.public ? 'public' : 'private'}`],
    ['Title', t.title ?? ''],
    ['Abstract', t.abstract ?? ''],
    ['Tile cache', s.cacheEnabled ? 'enabled' : 'disabled'],
    ['Features per tile', String(s.maxFeatures)],
    ['Vertices per tile', String(s.maxVertices)],
    ['Bytes per tile', String(s.maxTileBytes)],
    ['Persistent cache quota', String(s.persistentCacheQuotaBytes)],
    ['Tile matrix sets', s.tileMatrixSets.join(', ')],
    ['Map tiles', `${s.mapTiles.enabled ? 'enabled' : 'disabled'}: ${s.mapTiles.formats.join(', ')}`],
    ['Vector tiles', s.vectorTiles.enabled ? 'enabled' : 'disabled'],
    ['Workspace map', s.datasetMapLayerGroupId],
  ];
}

function featuresText(f: Omit<ConsoleOgcFeaturesFragment, 'version'>): [string, string][] {
  return [
    ['State', `${f.enabled ? 'enabled' : 'disabled'}, ${f.public ? 'public' : 'private'}`],
    ['Title', f.title ?? ''],
    ['Abstract', f.abstract ?? ''],
    ['Default page size', String(f.limitDefault)],
    ['Largest page size', String(f.limitMax)],
    ['Largest offset', String(f.maxOffset)],
  ];
}

/** Rows of the conflict table from three readings of the same fields. */
const conflictRows = (was: [string, string][], now: [string, string][], mine: [string, string][]) =>
  was.map(([field, w], i) => ({ field, was: w, now: now[i][1], mine: mine[i][1] }));

/**
 * A workspace's OGC API settings: Tiles and Features, each saved on its own (a save replaces it whole)
 * with the version read. Each form starts from the version it shows: a save or a reload after a
 * conflicting edit reads the settings again, and the form starts over from the new version.
 */
export function OgcSettings({ workspace }: { workspace: string }) {
  const [res, refetch] = useQuery({ query: ConsoleOgcSettingsDocument, variables: { workspace } });
  const [saved, setSaved] = useState<'tiles' | 'features' | undefined>();
  const loadProblem = useLoadProblem(res.error);
  if (res.fetching && !res.data) return <Loading what="OGC settings" />;
  if (!res.data) return <Refusal problem={loadProblem} />;
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const d = res.data;
  return (
    <section aria-labelledby="ogc-title">
      <h2 id="ogc-title">OGC API settings</h2>
      <TilesForm
        key={`tiles:${d.ogcTilesSettings.version}`}
        workspace={workspace}
        data={d}
        saved={saved === 'tiles'}
        onSaving={() => setSaved(undefined)}
        onSaved={() => {
          setSaved('tiles');
          reload();
        }}
        onReload={reload}
      />
      <FeaturesForm
        key={`features:${d.ogcApiSettings.version}`}
        workspace={workspace}
        data={d}
        saved={saved === 'features'}
        onSaving={() => setSaved(undefined)}
        onSaved={() => {
          setSaved('features');
          reload();
        }}
        onReload={reload}
      />
    </section>
  );
}

/** The props of both forms: the data read, and what the screen does around a save. */
interface FormProps {
  workspace: string;
  data: ConsoleOgcSettingsQuery;
  saved: boolean;
  onSaving: () => void;
  onSaved: () => void;
  onReload: () => void;
}

function Exceeded({ list }: { list: Exceeded[] }) {
  if (!list.length) return null;
  return (
    <ul className="error" aria-label="values above the server ceilings">
      {list.map((x) => (
        <li key={x.field}>
          {x.field}: {x.value} is above the server ceiling of {x.limit}
        </li>
      ))}
    </ul>
  );
}

function TilesForm({ workspace, data, saved, onSaving, onSaved, onReload }: FormProps) {
  const t = data.ogcTilesSettings;
  const client = useClient();
  const [conflict, setConflict] = useState<Conflict<ConsoleOgcTilesFragment> | undefined>();
  const [, save] = useMutation(ConsoleUpdateOgcTilesDocument);
  const [enabled, setEnabled] = useState(t.enabled);
  const [isPublic, setPublic] = useState(t.public);
  const [title, setTitle] = useState(t.title ?? '');
  const [abstract, setAbstract] = useState(t.abstract ?? '');
  const [cacheEnabled, setCacheEnabled] = useState(t.settings.cacheEnabled);
  const [maxFeatures, setMaxFeatures] = useState(String(t.settings.maxFeatures));
  const [maxVertices, setMaxVertices] = useState(String(t.settings.maxVertices));
  const [maxTileBytes, setMaxTileBytes] = useState(String(t.settings.maxTileBytes));
  const [quota, setQuota] = useState(String(t.settings.persistentCacheQuotaBytes));
  const [tms, setTms] = useState(t.settings.tileMatrixSets.join(', '));
  const [mapEnabled, setMapEnabled] = useState(t.settings.mapTiles.enabled);
  const [mapFormats, setMapFormats] = useState<string[]>(t.settings.mapTiles.formats);
  const [vectorEnabled, setVectorEnabled] = useState(t.settings.vectorTiles.enabled);
  const [datasetMap, setDatasetMap] = useState(t.settings.datasetMapLayerGroupId);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Problem | undefined>();
  // The tile ceilings are server configuration the API does not list; a refusal names the ones crossed.
  const [ceilings, setCeilings] = useState<Record<string, number>>({});
  const ceiling = (field: string) =>
    ceilings[field] !== undefined ? `server ceiling: ${ceilings[field]}` : '0 = the server ceiling';

  // The form's values as the update takes them (and as the conflict table shows them).
  const input = {
    enabled,
    public: isPublic,
    title: title || null,
    abstract: abstract || null,
    settings: {
      cacheEnabled,
      maxFeatures: Number(maxFeatures),
      maxVertices: Number(maxVertices),
      maxTileBytes: Number(maxTileBytes),
      persistentCacheQuotaBytes: Number(quota),
      tileMatrixSets: tms
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      mapTiles: { enabled: mapEnabled, formats: mapFormats },
      vectorTiles: { enabled: vectorEnabled, formats: t.settings.vectorTiles.formats },
      datasetMapLayerGroupId: datasetMap,
    },
  };

  return (
    <form
      className="panel"
      aria-label="OGC API - Tiles"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        onSaving();
        const r = await save({ workspace, input: { ...input, versions: t.versions, expectedVersion: t.version } });
        setBusy(false);
        const p = problem(r.error);
        setRefused(p);
        const over = exceededOf(p);
        if (over.length)
          setCeilings({ ...ceilings, ...Object.fromEntries(over.map((x) => [camel(x.field), x.limit])) });
        if (p?.code === 'PRECONDITION_FAILED') {
          const now = await client
            .query(ConsoleOgcTilesNowDocument, { workspace }, { requestPolicy: 'network-only' })
            .toPromise();
          const current = now.data?.ogcTilesSettings;
          if (!current) return setRefused(problem(now.error) ?? p);
          const who = await changedBy(client, {
            workspace,
            operation: 'updateOgcTilesSettings',
            from: t.version,
            to: current.version,
          });
          setConflict({ current, changedBy: who });
          return;
        }
        if (!p) onSaved();
      }}
    >
      <h3>OGC API - Tiles</h3>
      <div className="checks">
        <label>
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Tiles enabled
        </label>
        <label>
          <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} /> Public
        </label>
        <label>
          <input type="checkbox" checked={cacheEnabled} onChange={(e) => setCacheEnabled(e.target.checked)} /> Tile
          cache enabled
        </label>
      </div>
      <div className="row">
        <div>
          <label htmlFor="ot-title">Title</label>
          <input id="ot-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div>
          <label htmlFor="ot-abstract">Abstract</label>
          <input id="ot-abstract" value={abstract} onChange={(e) => setAbstract(e.target.value)} />
        </div>
      </div>
      <div className="row">
        <NumberField id="ot-max-features" label="Features per tile" value={maxFeatures} set={setMaxFeatures}>
          {ceiling('settings.maxFeatures')}
        </NumberField>
        <NumberField id="ot-max-vertices" label="Vertices per tile" value={maxVertices} set={setMaxVertices}>
          {ceiling('settings.maxVertices')}
        </NumberField>
        <NumberField id="ot-max-bytes" label="Bytes per tile" value={maxTileBytes} set={setMaxTileBytes}>
          {ceiling('settings.maxTileBytes')}
        </NumberField>
        <NumberField id="ot-quota" label="Persistent cache quota (bytes)" value={quota} set={setQuota}>
          {ceilings['settings.persistentCacheQuotaBytes'] !== undefined
            ? `server quota: ${ceilings['settings.persistentCacheQuotaBytes']}`
            : '0 = the global quota'}
        </NumberField>
      </div>
      <div className="row">
        <div>
          <label htmlFor="ot-tms">Tile matrix sets, in the order offered</label>
          <input id="ot-tms" value={tms} onChange={(e) => setTms(e.target.value)} aria-describedby="ot-tms-hint" />
          <small id="ot-tms-hint" className="hint">
            Comma-separated ids, e.g. WebMercatorQuad, WorldCRS84Quad.
          </small>
        </div>
        <div>
          <label htmlFor="ot-map">Workspace map (layer group)</label>
          <select id="ot-map" value={datasetMap} onChange={(e) => setDatasetMap(e.target.value)}>
            <option value="">none</option>
            {data.layerGroups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.publicId}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend>Map tiles</legend>
        <label>
          <input type="checkbox" checked={mapEnabled} onChange={(e) => setMapEnabled(e.target.checked)} /> Map tiles
          enabled
        </label>
        {MAP_FORMATS.map((f) => (
          <label key={f}>
            <input
              type="checkbox"
              checked={mapFormats.includes(f)}
              onChange={(e) =>
                setMapFormats(
                  e.target.checked
                    ? MAP_FORMATS.filter((x) => x === f || mapFormats.includes(x))
                    : mapFormats.filter((x) => x !== f),
                )
              }
            />{' '}
            {f}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Vector tiles</legend>
        <label>
          <input type="checkbox" checked={vectorEnabled} onChange={(e) => setVectorEnabled(e.target.checked)} /> Vector
          tiles enabled ({t.settings.vectorTiles.formats.join(', ')})
        </label>
      </fieldset>
      {conflict ? (
        <ConflictNotice
          what="the Tiles settings"
          from={t.version}
          to={conflict.current.version}
          who={conflict.changedBy}
          rows={conflictRows(tilesText(t), tilesText(conflict.current), tilesText(input))}
          onReload={onReload}
        />
      ) : (
        <Refusal problem={refused} />
      )}
      <Exceeded list={exceededOf(refused)} />
      {saved && (
        <p className="ok" role="status">
          Tiles settings saved.
        </p>
      )}
      <small>version {t.version}</small>{' '}
      <button type="submit" disabled={busy || !!conflict}>
        {busy ? 'Saving…' : 'Save tiles settings'}
      </button>
    </form>
  );
}

function FeaturesForm({ workspace, data, saved, onSaving, onSaved, onReload }: FormProps) {
  const f = data.ogcApiSettings;
  const client = useClient();
  const [conflict, setConflict] = useState<Conflict<ConsoleOgcFeaturesFragment> | undefined>();
  const [, save] = useMutation(ConsoleUpdateOgcFeaturesDocument);
  const [enabled, setEnabled] = useState(f.enabled);
  const [isPublic, setPublic] = useState(f.public);
  const [title, setTitle] = useState(f.title ?? '');
  const [abstract, setAbstract] = useState(f.abstract ?? '');
  const [limitDefault, setLimitDefault] = useState(String(f.limitDefault));
  const [limitMax, setLimitMax] = useState(String(f.limitMax));
  const [maxOffset, setMaxOffset] = useState(String(f.maxOffset));
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Problem | undefined>();
  const input = {
    enabled,
    public: isPublic,
    title: title || null,
    abstract: abstract || null,
    limitDefault: Number(limitDefault),
    limitMax: Number(limitMax),
    maxOffset: Number(maxOffset),
  };

  return (
    <form
      className="panel"
      aria-label="OGC API - Features"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        onSaving();
        const r = await save({ workspace, input: { ...input, expectedVersion: f.version } });
        setBusy(false);
        const p = problem(r.error);
        setRefused(p);
        if (p?.code === 'PRECONDITION_FAILED') {
          const now = await client
            .query(ConsoleOgcFeaturesNowDocument, { workspace }, { requestPolicy: 'network-only' })
            .toPromise();
          const current = now.data?.ogcApiSettings;
          if (!current) return setRefused(problem(now.error) ?? p);
          const who = await changedBy(client, {
            workspace,
            operation: 'updateOgcApiSettings',
            from: f.version,
            to: current.version,
          });
          setConflict({ current, changedBy: who });
          return;
        }
        if (!p) onSaved();
      }}
    >
      <h3>OGC API - Features</h3>
      <div className="checks">
        <label>
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Features enabled
        </label>
        <label>
          <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} /> Public
        </label>
      </div>
      <div className="row">
        <div>
          <label htmlFor="of-title">Title</label>
          <input id="of-title" value={title} onChange={(e) => setTitle(e.target.value)} />
        </div>
        <div>
          <label htmlFor="of-abstract">Abstract</label>
          <input id="of-abstract" value={abstract} onChange={(e) => setAbstract(e.target.value)} />
        </div>
      </div>
      <div className="row">
        <NumberField id="of-limit-default" label="Default page size" value={limitDefault} set={setLimitDefault}>
          server ceiling: {FEATURES_CEILINGS.limitDefault}
        </NumberField>
        <NumberField id="of-limit-max" label="Largest page size" value={limitMax} set={setLimitMax}>
          server ceiling: {FEATURES_CEILINGS.limitMax}
        </NumberField>
        <NumberField id="of-max-offset" label="Largest offset" value={maxOffset} set={setMaxOffset}>
          0 = no limit
        </NumberField>
      </div>
      {conflict ? (
        <ConflictNotice
          what="the Features settings"
          from={f.version}
          to={conflict.current.version}
          who={conflict.changedBy}
          rows={conflictRows(featuresText(f), featuresText(conflict.current), featuresText(input))}
          onReload={onReload}
        />
      ) : (
        <Refusal problem={refused} />
      )}
      <Exceeded list={exceededOf(refused)} />
      {saved && (
        <p className="ok" role="status">
          Features settings saved.
        </p>
      )}
      <small>version {f.version}</small>{' '}
      <button type="submit" disabled={busy || !!conflict}>
        {busy ? 'Saving…' : 'Save features settings'}
      </button>
    </form>
  );
}

function NumberField({
  id,
  label,
  value,
  set,
  children,
}: {
  id: string;
  label: string;
  value: string;
  set: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        step={1}
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-describedby={`${id}-ceiling`}
        required
      />
      <small id={`${id}-ceiling`} className="hint ceiling">
        {children}
      </small>
    </div>
  );
}
