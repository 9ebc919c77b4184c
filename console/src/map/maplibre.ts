/**
 * MapLibre GL JS with its style sheet and its worker, bundled by Vite: imported only by a dynamic import
 * (preview.tsx), so the console's first load does not carry the map library. The worker is emitted as an
 * asset of the build and started from this origin (the page's Content-Security-Policy allows nothing else).
 */
import { Map, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

export { Map, NavigationControl };
