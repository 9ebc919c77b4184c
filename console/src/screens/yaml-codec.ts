// YAML for the workspace document screen, a chunk of its own (console/vite.config.ts budgets it):
// loaded only when a document is downloaded or planned.
export { parse, stringify } from 'yaml';
