import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { problem, type Problem } from '../client';
import {
  ConsoleOgcSettingsDocument,
  ConsoleUpdateOgcFeaturesDocument,
  ConsoleUpdateOgcTilesDocument,
  type ConsoleOgcSettingsQuery,
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

/** A workspace's OGC API settings: Tiles and Features, each saved on its own (a save replaces it whole). */
export function OgcSettings({ workspace }: { workspace: string }) {
  const [res, refetch] = useQuery({ query: ConsoleOgcSettingsDocument, variables: { workspace } });
  const loadProblem = useLoadProblem(res.error);
  if (res.fetching && !res.data) return <Loading what="OGC settings" />;
  if (!res.data) return <Refusal problem={loadProblem} />;
  const reload = () => refetch({ requestPolicy: 'network-only' });
  return (
    <section aria-labelledby="ogc-title">
      <h2 id="ogc-title">OGC API settings</h2>
      <TilesForm workspace={workspace} data={res.data} onSaved={reload} />
      <FeaturesForm workspace={workspace} data={res.data} onSaved={reload} />
    </section>
  );
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

function TilesForm({
  workspace,
  data,
  onSaved,
}: {
  workspace: string;
  data: ConsoleOgcSettingsQuery;
  onSaved: () => void;
}) {
  const t = data.ogcTilesSettings;
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
  const [saved, setSaved] = useState(false);
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
        setBusy(true);
        setSaved(false);
        const r = await save({
          workspace,
          input: {
            enabled,
            public: isPublic,
            title: title || null,
            abstract: abstract || null,
            versions: t.versions,
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
          },
        });
        setBusy(false);
        const p = problem(r.error);
        setRefused(p);
        const over = exceededOf(p);
        if (over.length)
          setCeilings({ ...ceilings, ...Object.fromEntries(over.map((x) => [camel(x.field), x.limit])) });
        if (!p) {
          setSaved(true);
          onSaved();
        }
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
      <Refusal problem={refused} />
      <Exceeded list={exceededOf(refused)} />
      {saved && (
        <p className="ok" role="status">
          Tiles settings saved.
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save tiles settings'}
      </button>
    </form>
  );
}

function FeaturesForm({
  workspace,
  data,
  onSaved,
}: {
  workspace: string;
  data: ConsoleOgcSettingsQuery;
  onSaved: () => void;
}) {
  const f = data.ogcApiSettings;
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
  const [saved, setSaved] = useState(false);

  return (
    <form
      className="panel"
      aria-label="OGC API - Features"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setSaved(false);
        const r = await save({
          workspace,
          input: {
            enabled,
            public: isPublic,
            title: title || null,
            abstract: abstract || null,
            limitDefault: Number(limitDefault),
            limitMax: Number(limitMax),
            maxOffset: Number(maxOffset),
          },
        });
        setBusy(false);
        const p = problem(r.error);
        setRefused(p);
        if (!p) {
          setSaved(true);
          onSaved();
        }
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
      <Refusal problem={refused} />
      <Exceeded list={exceededOf(refused)} />
      {saved && (
        <p className="ok" role="status">
          Features settings saved.
        </p>
      )}
      <button type="submit" disabled={busy}>
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
