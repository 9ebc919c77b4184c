import { useEffect, useRef, useState } from 'react';
import type { LayerSpecification, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import type { Converted } from '../map/style-convert';

declare global {
  interface Window {
    /** The style editor's preview map while it is shown, for tests and a look from the browser's console. */
    __mapgateStylePreview?: MapLibreMap;
  }
}

const SAMPLE = 'sample';

/** Sample features (a polygon, a line, a point) that every converted layer draws, whatever its type. */
const SAMPLE_DATA: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'polygon' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-4, -3],
            [4, -3],
            [4, 3],
            [-4, 3],
            [-4, -3],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { name: 'line' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [-8, -5],
          [8, 5],
        ],
      },
    },
    { type: 'Feature', properties: { name: 'point' }, geometry: { type: 'Point', coordinates: [6, -4] } },
  ],
};

/** The converted layers on the sample source (their own source and source-layer dropped). */
function styleOf(converted: Converted): StyleSpecification {
  const layers = converted.layers.map((l, i) => {
    const {
      source: _s,
      'source-layer': _sl,
      ...rest
    } = l as LayerSpecification & {
      source?: string;
      'source-layer'?: string;
    };
    return { ...rest, id: `preview-${i}-${l.id}`, source: SAMPLE } as LayerSpecification;
  });
  return {
    version: 8,
    sources: { [SAMPLE]: { type: 'geojson', data: SAMPLE_DATA } },
    layers: [{ id: 'preview-background', type: 'background', paint: { 'background-color': '#ffffff' } }, ...layers],
  };
}

/**
 * The editor's preview (issue 33 item 5): the body converted to MapLibre in the browser
 * (map/style-convert.ts), drawn on sample features, with a legend (one swatch per rule) and what could
 * not be converted. Follows the body as it is typed, half a second after the last key.
 */
export function StylePreview({ format, body }: { format: string; body: string }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | undefined>(undefined);
  const [converted, setConverted] = useState<Converted | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let gone = false;
    const timer = setTimeout(() => {
      void (async () => {
        const { convertStyle } = await import('../map/style-convert');
        const next = await convertStyle(format, body);
        if (gone) return;
        setError(undefined);
        setConverted(next);
        const style = styleOf(next);
        if (map.current) {
          map.current.setStyle(style);
          return;
        }
        const lib = await import('../map/maplibre');
        if (gone || !container.current) return;
        const m = new lib.Map({
          container: container.current,
          style,
          center: [0, 0],
          zoom: 2.5,
          attributionControl: false,
        });
        map.current = m;
        window.__mapgateStylePreview = m;
      })().catch((e: unknown) => {
        if (gone) return;
        setConverted(undefined);
        setError(e instanceof Error ? e.message : String(e));
      });
    }, 500);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [format, body]);

  useEffect(
    () => () => {
      if (map.current && window.__mapgateStylePreview === map.current) delete window.__mapgateStylePreview;
      map.current?.remove();
    },
    [],
  );

  return (
    <section className="style-preview" aria-labelledby="style-preview-title">
      <h4 id="style-preview-title">Preview</h4>
      <div className="style-preview-body">
        <div ref={container} className="style-preview-map" role="img" aria-label="preview of the style" />
        <div>
          {error && <p className="error">The style could not be converted: {error}</p>}
          {converted && converted.legend.length > 0 && (
            <ul className="legend" aria-label="legend">
              {converted.legend.map((r, i) => (
                <li key={i}>
                  <span
                    className="swatch"
                    data-color={r.color ?? ''}
                    style={{ background: r.color ?? 'transparent' }}
                    aria-hidden="true"
                  />{' '}
                  {r.name}
                </li>
              ))}
            </ul>
          )}
          {converted && converted.unconverted.length > 0 && (
            <>
              <p>Not converted:</p>
              <ul aria-label="not converted">
                {converted.unconverted.map((u, i) => (
                  <li key={i}>{u}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
