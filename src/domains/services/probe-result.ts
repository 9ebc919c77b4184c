/** What a connection test found, before its duration is added (connection-test.types.ts ConnectionTest). */
export interface ProbeResult {
  ok: boolean;
  message?: string;
  details?: Record<string, unknown>;
}
