import { defineConfig } from 'vite';

// Served by mapgate under /console (src/http/console.ts); every asset comes from the build, nothing
// from outside. JSX is compiled by Vite's own transform, so no framework plugin is needed.
export default defineConfig({
  base: '/console/',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  oxc: { jsx: { runtime: 'automatic' } },
});
