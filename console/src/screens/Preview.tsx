import { useEffect, useRef, useState } from 'react';
import { useClient, useQuery } from 'urql';
import {
  ConsolePreviewGroupDocument,
  ConsolePreviewLayersDocument,
  ConsolePreviewStyleDocument,
} from '../generated/graphql';
import type { Map as MapLibreMap, MapGeoJSONFeature } from 'maplibre-gl';
import {
  collectionPath as collection,
  previewStyle,
  tileJsonOf,
  withConversion,
  type StyleBody,
} from '../map/preview-style';
import { Loading, Refusal, TableWrap, useLoadProblem } from '../ui';

declare global {
  interface Window {
    /**
     * The preview's MapLibre map while a preview is open (undefined otherwise), for tests and for a look
     * from the browser's console: `__mapgatePreview.queryRenderedFeatures()` (docs/console.md).
     */
    __mapgatePreview?: MapLibreMap;
  }
}

import { previewPath, workspacePath } from '../paths';

export { previewPath };

/**
 * A preview map of a layer or a layer group (`sub` is `layer/<name>` or `group/<public id>`): its vector
 * tiles from the workspace's OGC API (TileJSON, then Mapbox Vector Tiles, with the session's cookie),
 * fitted to their bounds, drawn with each layer's MapLibre style, or its SLD, SE or YSLD style converted
 * in the browser, else a plain default. A click on a feature shows its attributes.
 */
export function Preview({ workspace, sub }: { workspace: string; sub: string }) {
  const m = /^(layer|group)\/(.+)$/.exec(sub);
  if (!m)
    return (
      <p className="error" role="alert">
        No such preview: {sub}
      </p>
    );
  const name = decodeURIComponent(m[2]);
  return m[1] === 'layer' ? (
    <LayerPreview workspace={workspace} layer={name} />
  ) : (
    <GroupPreview workspace={workspace} group={name} />
  );
}

function LayerPreview({ workspace, layer }: { workspace: string; layer: string }) {
  const [res] = useQuery({ query: ConsolePreviewLayersDocument, variables: { workspace } });
  const loadProblem = useLoadProblem(res.error);
  if (res.fetching && !res.data) return <Loading what="the layer" />;
  if (loadProblem) return <Refusal problem={loadProblem} />;
  const l = res.data?.layers.find((x) => x.name === layer);
  if (!l) return <Refusal problem={{ code: 'NOT_FOUND', message: `no layer ${layer} in ${workspace}` }} />;
  return (
    <PreviewMap
      workspace={workspace}
      collectionId={l.name}
      title={`Layer ${l.name}${l.title ? ` (${l.title})` : ''}`}
      styles={{ [l.name]: l.defaultStyle ?? undefined }}
      bounds={l.bounds ?? undefined}
    />
  );
}

function GroupPreview({ workspace, group }: { workspace: string; group: string }) {
  const [res] = useQuery({ query: ConsolePreviewGroupDocument, variables: { workspace, group } });
  const loadProblem = useLoadProblem(res.error);
  if (res.fetching && !res.data) return <Loading what="the layer group" />;
  const g = res.data?.layerGroup;
  if (!g) return <Refusal problem={loadProblem ?? { code: 'NOT_FOUND', message: `no layer group ${group}` }} />;
  // Each member layer is drawn with the member's style, else its own default style.
  const styles: Record<string, string | undefined> = {};
  for (const l of res.data?.layers ?? []) styles[l.name] = l.defaultStyle ?? undefined;
  for (const mb of g.members) if (mb.style) styles[mb.resource] = mb.style;
  // Fitted to the member layers together (nested groups are left to the TileJSON's bounds).
  const bounds = union(g.members.map((mb) => res.data?.layers.find((l) => l.name === mb.resource)?.bounds));
  return (
    <PreviewMap
      workspace={workspace}
      collectionId={g.publicId}
      title={`Layer group ${g.publicId}${g.title ? ` (${g.title})` : ''}`}
      styles={styles}
      bounds={bounds}
    />
  );
}

type Bounds = [number, number, number, number];

/** The box around every given one, or undefined when one of them is unknown. */
function union(all: (readonly number[] | null | undefined)[]): Bounds | undefined {
  if (all.length === 0 || all.some((b) => !b || b.length !== 4)) return undefined;
  const bs = all as Bounds[];
  return [
    Math.min(...bs.map((b) => b[0])),
    Math.min(...bs.map((b) => b[1])),
    Math.max(...bs.map((b) => b[2])),
    Math.max(...bs.map((b) => b[3])),
  ];
}

interface Picked {
  sourceLayer: string;
  id?: string | number;
  properties: Record<string, unknown>;
}

function PreviewMap({
  workspace,
  collectionId,
  title,
  styles,
  bounds,
}: {
  workspace: string;
  collectionId: string;
  title: string;
  /** The style of each vector layer (a layer's name), by style name. */
  styles: Record<string, string | undefined>;
  /** What to fit the map to (CRS84), from the catalog; else the TileJSON's bounds. */
  bounds?: readonly number[];
}) {
  const client = useClient();
  const container = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [tileError, setTileError] = useState<string | undefined>();
  const [notes, setNotes] = useState<string[]>([]);
  const [drawn, setDrawn] = useState<number | undefined>();
  const [picked, setPicked] = useState<Picked | undefined>();
  const [loading, setLoading] = useState(true);
  const stylesKey = JSON.stringify(styles);
  const boundsKey = JSON.stringify(bounds ?? null);

  useEffect(() => {
    let map: MapLibreMap | undefined;
    let gone = false;
    setError(undefined);
    setTileError(undefined);
    setPicked(undefined);
    setDrawn(undefined);
    setLoading(true);
    (async () => {
      const tj = await tileJsonOf(workspace, collectionId);
      // The styles of the layers this TileJSON draws, read once each; SLD, SE and YSLD converted.
      const names = [...new Set(tj.vector_layers.map((vl) => styles[vl.id]).filter((s): s is string => !!s))];
      const bodies = new Map<string, StyleBody>();
      await Promise.all(
        names.map(async (style) => {
          const r = await client.query(ConsolePreviewStyleDocument, { workspace, style }).toPromise();
          if (r.data?.style) bodies.set(style, await withConversion(r.data.style));
        }),
      );
      const {
        style,
        layerIds,
        notes: said,
      } = previewStyle(tj, (id) => {
        const s = styles[id];
        return s ? bodies.get(s) : undefined;
      });
      // The map library is loaded only now, by the first preview opened (its own chunk of the build).
      const lib = await import('../map/maplibre');
      if (gone || !container.current) return;
      setNotes(said);
      const fit = (bounds?.length === 4 ? bounds : tj.bounds) as Bounds | undefined;
      map = new lib.Map({
        container: container.current,
        style,
        ...(fit ? { bounds: fit, fitBoundsOptions: { padding: 24, maxZoom: 16 } } : { center: [0, 0], zoom: 1 }),
      });
      map.addControl(new lib.NavigationControl({ showCompass: false }));
      window.__mapgatePreview = map;
      const m = map;
      m.on('idle', () => {
        setLoading(false);
        setDrawn(m.queryRenderedFeatures({ layers: layerIds }).length);
      });
      m.on('error', (e: { error?: { message?: string; status?: number } }) => {
        setTileError(e.error?.message ?? 'a tile could not be drawn');
      });
      // The feature clicked: its attributes beside the map, and outlined (the plain default reads `selected`).
      let selected: { source: string; sourceLayer?: string; id: string | number } | undefined;
      m.on('click', (e) => {
        const f: MapGeoJSONFeature | undefined = m.queryRenderedFeatures(e.point, { layers: layerIds })[0];
        if (selected) m.setFeatureState(selected, { selected: false });
        selected = f?.id !== undefined ? { source: f.source, sourceLayer: f.sourceLayer, id: f.id } : undefined;
        if (selected) m.setFeatureState(selected, { selected: true });
        setPicked(f && { sourceLayer: f.sourceLayer ?? '', id: f.id, properties: f.properties ?? {} });
      });
      m.on('mousemove', (e) => {
        m.getCanvas().style.cursor = m.queryRenderedFeatures(e.point, { layers: layerIds }).length ? 'pointer' : '';
      });
    })().catch((e: unknown) => {
      if (gone) return;
      setLoading(false);
      setError(e instanceof Error ? e.message : String(e));
    });
    return () => {
      gone = true;
      if (map && window.__mapgatePreview === map) delete window.__mapgatePreview;
      map?.remove();
    };
  }, [workspace, collectionId, stylesKey, boundsKey]);

  const ogcTab = workspacePath(workspace, 'ogc');
  return (
    <section aria-labelledby="preview-title" className="preview">
      <h2 id="preview-title">Preview: {title}</h2>
      {error ? (
        <div className="error" role="alert">
          <p>Cannot show the preview: {error}.</p>
          <p className="hint">
            The preview draws the workspace’s OGC API vector tiles: they must be enabled in its{' '}
            <a href={ogcTab}>OGC settings</a>.
          </p>
        </div>
      ) : (
        <p role="status" aria-label="preview state" className="hint">
          {loading ? 'Drawing…' : `${drawn ?? 0} features drawn in view. Click one to see its attributes.`}
        </p>
      )}
      {tileError && <Refusal problem={{ code: 'TILE', message: `A tile failed: ${tileError}` }} />}
      {notes.length > 0 && (
        <ul aria-label="style notes" className="hint">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      <div className="preview-body">
        <div ref={container} className="preview-map" role="region" aria-label={`Map of ${title}`} />
        {picked && (
          <aside aria-label="feature attributes" className="panel feature">
            <h3>
              {picked.sourceLayer}
              {picked.id !== undefined ? ` #${picked.id}` : ''}
            </h3>
            <TableWrap>
              <table aria-label="attributes">
                <tbody>
                  {Object.entries(picked.properties).map(([k, v]) => (
                    <tr key={k}>
                      <th scope="row">{k}</th>
                      <td>{typeof v === 'string' ? v : JSON.stringify(v)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
            {picked.id !== undefined && (
              <a
                href={`${collection(workspace, picked.sourceLayer)}/items/${encodeURIComponent(String(picked.id))}`}
                target="_blank"
                rel="noreferrer"
              >
                This feature as GeoJSON
              </a>
            )}{' '}
            <button type="button" onClick={() => setPicked(undefined)}>
              Close
            </button>
          </aside>
        )}
      </div>
      <p className="hint">
        Tiles: <code>{collection(workspace, collectionId)}/tiles/WebMercatorQuad?f=tilejson</code>
      </p>
    </section>
  );
}
