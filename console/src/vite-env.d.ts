/// <reference types="vite/client" />

/** What the normalized cache knows of the API, derived from schema.graphql (vite.config.ts, apiSchema). */
declare module 'virtual:mapgate-schema' {
  /** The object types behind each interface and union. */
  export const possibleTypes: Record<string, string[]>;
  /** The object types the console reads that are not a `Node` (no global id): kept embedded in their parent. */
  export const unkeyed: string[];
  /** For each `Node` type, the Query fields listing it plainly and a page at a time. */
  export const lists: Record<string, { plain: string[]; paged: string[] }>;
  /** The mutations answering a `Delete…Payload`. */
  export const deletes: string[];
}
