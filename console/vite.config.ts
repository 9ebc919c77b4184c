import { defineConfig } from 'vite';

// Served by mapgate under /console (src/http/console.ts); every asset comes from the build, nothing
// from outside. JSX is compiled by Vite's own transform, so no framework plugin is needed.
export default defineConfig({
  base: '/console/',
  // The map library (maplibre-gl, ~1 MB) is a chunk of its own, loaded by the first preview opened
  // (src/map/maplibre.ts), not with the console: its size is expected.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 1200 },
  oxc: { jsx: { runtime: 'automatic' } },
});
