/** One problem found in a style body; line and column are 1-based, absent when the parser has none. */
export interface StyleDiagnostic {
  line?: number;
  column?: number;
  message: string;
}

/** A validator stops collecting after this many problems: the first few are what an author fixes. */
export const MAX_DIAGNOSTICS = 20;
