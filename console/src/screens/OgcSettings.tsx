import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { conflictReads, type Problem, problem } from '../client';
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
import { RestoredNotice, useVersionedForm, type Versioned, type VersionedField } from '../VersionedForm';

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

/** The Tiles settings as the form edits them. */
type TilesValues = {
  enabled: boolean;
  public: boolean;
  title: string;
  abstract: string;
  cacheEnabled: boolean;
  maxFeatures: string;
  maxVertices: string;
  maxTileBytes: string;
  quota: string;
  tms: string;
  mapEnabled: boolean;
  mapFormats: string[];
  vectorEnabled: boolean;
  datasetMap: string;
};

const tilesValues = (t: ConsoleOgcTilesFragment): Versioned<TilesValues> => ({
  values: {
    enabled: t.enabled,
    public: t.public,
    title: t.title ?? '',
    abstract: t.abstract ?? '',
    cacheEnabled: t.settings.cacheEnabled,
    maxFeatures: String(t.settings.maxFeatures),
    maxVertices: String(t.settings.maxVertices),
    maxTileBytes: String(t.settings.maxTileBytes),
    quota: String(t.settings.persistentCacheQuotaBytes),
    tms: t.settings.tileMatrixSets.join(', '),
    mapEnabled: t.settings.mapTiles.enabled,
    mapFormats: t.settings.mapTiles.formats,
    vectorEnabled: t.settings.vectorTiles.enabled,
    datasetMap: t.settings.datasetMapLayerGroupId,
  },
  version: t.version,
});

/** The form's values as the update takes them. */
const tilesInput = (v: TilesValues, t: ConsoleOgcTilesFragment) => ({
  enabled: v.enabled,
  public: v.public,
  title: v.title || null,
  abstract: v.abstract || null,
  settings: {
    cacheEnabled: v.cacheEnabled,
    maxFeatures: Number(v.maxFeatures),
    maxVertices: Number(v.maxVertices),
    maxTileBytes: Number(v.maxTileBytes),
    persistentCacheQuotaBytes: Number(v.quota),
    tileMatrixSets: v.tms
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    mapTiles: { enabled: v.mapEnabled, formats: v.mapFormats },
    vectorTiles: { enabled: v.vectorEnabled, formats: t.settings.vectorTiles.formats },
    datasetMapLayerGroupId: v.datasetMap,
  },
});

const onOff = (x: unknown) => (x ? 'enabled' : 'disabled');
const TILES_FIELDS: VersionedField[] = [
  { key: 'enabled', label: 'Tiles', show: onOff },
  { key: 'public', label: 'Public', show: (x) => (x ? 'public' : 'private') },
  { key: 'title', label: 'Title' },
  { key: 'abstract', label: 'Abstract' },
  { key: 'cacheEnabled', label: 'Tile cache', show: onOff },
  { key: 'maxFeatures', label: 'Features per tile' },
  { key: 'maxVertices', label: 'Vertices per tile' },
  { key: 'maxTileBytes', label: 'Bytes per tile' },
  { key: 'quota', label: 'Persistent cache quota' },
  { key: 'tms', label: 'Tile matrix sets' },
  { key: 'mapEnabled', label: 'Map tiles', show: onOff },
  { key: 'mapFormats', label: 'Map tile formats', show: (x) => ((x as string[] | undefined) ?? []).join(', ') },
  { key: 'vectorEnabled', label: 'Vector tiles', show: onOff },
  { key: 'datasetMap', label: 'Workspace map' },
];

/** The Features settings as the form edits them. */
type FeaturesValues = {
  enabled: boolean;
  public: boolean;
  title: string;
  abstract: string;
  limitDefault: string;
  limitMax: string;
  maxOffset: string;
};

const featuresValues = (f: ConsoleOgcFeaturesFragment): Versioned<FeaturesValues> => ({
  values: {
    enabled: f.enabled,
    public: f.public,
    title: f.title ?? '',
    abstract: f.abstract ?? '',
    limitDefault: String(f.limitDefault),
    limitMax: String(f.limitMax),
    maxOffset: String(f.maxOffset),
  },
  version: f.version,
});

const featuresInput = (v: FeaturesValues) => ({
  enabled: v.enabled,
  public: v.public,
  title: v.title || null,
  abstract: v.abstract || null,
  limitDefault: Number(v.limitDefault),
  limitMax: Number(v.limitMax),
  maxOffset: Number(v.maxOffset),
});

const FEATURES_FIELDS: VersionedField[] = [
  { key: 'enabled', label: 'Features', show: onOff },
  { key: 'public', label: 'Public', show: (x) => (x ? 'public' : 'private') },
  { key: 'title', label: 'Title' },
  { key: 'abstract', label: 'Abstract' },
  { key: 'limitDefault', label: 'Default page size' },
  { key: 'limitMax', label: 'Largest page size' },
  { key: 'maxOffset', label: 'Largest offset' },
];

/**
 * A workspace's OGC API settings: Tiles and Features, each saved on its own (a save replaces it whole)
 * with the version read. Each form starts from the version it shows: a save or a reload after a
 * conflicting edit reads the settings again, and the form starts over from the new version.
 */
export function OgcSettings({ workspace }: { workspace: string }) {
  const [res] = useQuery({ query: ConsoleOgcSettingsDocument, variables: { workspace } });
  const [saved, setSaved] = useState<'tiles' | 'features' | undefined>();
  const loadProblem = useLoadProblem(res.error);
  if (res.fetching && !res.data) return <Loading what="OGC settings" />;
  if (!res.data) return <Refusal problem={loadProblem} />;
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
        }}
      />
      <FeaturesForm
        key={`features:${d.ogcApiSettings.version}`}
        workspace={workspace}
        data={d}
        saved={saved === 'features'}
        onSaving={() => setSaved(undefined)}
        onSaved={() => {
          setSaved('features');
        }}
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

function TilesForm({ workspace, data, saved, onSaving, onSaved }: FormProps) {
  const t = data.ogcTilesSettings;
  const [, save] = useMutation(ConsoleUpdateOgcTilesDocument);
  const form = useVersionedForm<TilesValues>({
    draftKey: `ogc-tiles:${workspace}`,
    loaded: tilesValues(t),
    fields: TILES_FIELDS,
    save: async (v, expectedVersion) => {
      onSaving();
      const r = await save({ workspace, input: { ...tilesInput(v, t), versions: t.versions, expectedVersion } });
      const p = problem(r.error);
      const over = exceededOf(p);
      if (over.length)
        setCeilings((c) => ({ ...c, ...Object.fromEntries(over.map((x) => [camel(x.field), x.limit])) }));
      return { problem: p, saved: r.data ? { values: v, version: expectedVersion + 1 } : undefined };
    },
    reread: async () => {
      const now = await conflictReads()
        .query(ConsoleOgcTilesNowDocument, { workspace }, { requestPolicy: 'network-only' })
        .toPromise();
      if (!now.data?.ogcTilesSettings) form.setRefused(problem(now.error));
      return now.data?.ogcTilesSettings ? tilesValues(now.data.ogcTilesSettings) : undefined;
    },
    audit: { workspace, operation: 'updateOgcTilesSettings' },
    onSaved,
  });
  const v = form.values;
  const { enabled, public: isPublic, title, abstract, cacheEnabled, maxFeatures, maxVertices, maxTileBytes, quota } = v;
  const { tms, mapEnabled, mapFormats, vectorEnabled, datasetMap } = v;
  const setter =
    <K extends keyof TilesValues>(k: K) =>
    (x: TilesValues[K]) =>
      form.set(k, x);
  const [setEnabled, setPublic, setTitle, setAbstract, setCacheEnabled] = [
    setter('enabled'),
    setter('public'),
    setter('title'),
    setter('abstract'),
    setter('cacheEnabled'),
  ];
  const [setMaxFeatures, setMaxVertices, setMaxTileBytes, setQuota, setTms, setDatasetMap] = [
    setter('maxFeatures'),
    setter('maxVertices'),
    setter('maxTileBytes'),
    setter('quota'),
    setter('tms'),
    setter('datasetMap'),
  ];
  const [setMapEnabled, setVectorEnabled, setMapFormats] = [
    setter('mapEnabled'),
    setter('vectorEnabled'),
    setter('mapFormats'),
  ];
  const { busy, refused } = form;
  // The tile ceilings are server configuration the API does not list; a refusal names the ones crossed.
  const [ceilings, setCeilings] = useState<Record<string, number>>({});
  const ceiling = (field: string) =>
    ceilings[field] !== undefined ? `server ceiling: ${ceilings[field]}` : '0 = the server ceiling';

  return (
    <form
      className="panel"
      aria-label="OGC API - Tiles"
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit();
      }}
    >
      <h3>OGC API - Tiles</h3>
      <RestoredNotice form={form} />
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
              <option key={g.databaseId} value={g.databaseId}>
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
      {form.conflict ? form.conflictNotice('the Tiles settings') : <Refusal problem={refused} />}
      <Exceeded list={exceededOf(refused)} />
      {saved && (
        <p className="ok" role="status">
          Tiles settings saved.
        </p>
      )}
      <small>version {form.base.version}</small>{' '}
      <button type="submit" disabled={busy || !!form.conflict}>
        {busy ? 'Saving…' : 'Save tiles settings'}
      </button>
    </form>
  );
}

function FeaturesForm({ workspace, data, saved, onSaving, onSaved }: FormProps) {
  const f = data.ogcApiSettings;
  const [, save] = useMutation(ConsoleUpdateOgcFeaturesDocument);
  const form = useVersionedForm<FeaturesValues>({
    draftKey: `ogc-features:${workspace}`,
    loaded: featuresValues(f),
    fields: FEATURES_FIELDS,
    save: async (v, expectedVersion) => {
      onSaving();
      const r = await save({ workspace, input: { ...featuresInput(v), expectedVersion } });
      return { problem: problem(r.error), saved: r.data ? { values: v, version: expectedVersion + 1 } : undefined };
    },
    reread: async () => {
      const now = await conflictReads()
        .query(ConsoleOgcFeaturesNowDocument, { workspace }, { requestPolicy: 'network-only' })
        .toPromise();
      if (!now.data?.ogcApiSettings) form.setRefused(problem(now.error));
      return now.data?.ogcApiSettings ? featuresValues(now.data.ogcApiSettings) : undefined;
    },
    audit: { workspace, operation: 'updateOgcApiSettings' },
    onSaved,
  });
  const { enabled, public: isPublic, title, abstract, limitDefault, limitMax, maxOffset } = form.values;
  const setter =
    <K extends keyof FeaturesValues>(k: K) =>
    (x: FeaturesValues[K]) =>
      form.set(k, x);
  const [setEnabled, setPublic, setTitle, setAbstract] = [
    setter('enabled'),
    setter('public'),
    setter('title'),
    setter('abstract'),
  ];
  const [setLimitDefault, setLimitMax, setMaxOffset] = [
    setter('limitDefault'),
    setter('limitMax'),
    setter('maxOffset'),
  ];
  const { busy, refused } = form;

  return (
    <form
      className="panel"
      aria-label="OGC API - Features"
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit();
      }}
    >
      <h3>OGC API - Features</h3>
      <RestoredNotice form={form} />
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
      {form.conflict ? form.conflictNotice('the Features settings') : <Refusal problem={refused} />}
      <Exceeded list={exceededOf(refused)} />
      {saved && (
        <p className="ok" role="status">
          Features settings saved.
        </p>
      )}
      <small>version {form.base.version}</small>{' '}
      <button type="submit" disabled={busy || !!form.conflict}>
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
