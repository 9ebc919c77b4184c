/*
 * Fetching tiles from the map server that renders them (MAPGATE_TILE_UPSTREAM). Only the worker calls it.
 */

/** Values of the placeholders of MAPGATE_TILE_UPSTREAM for one tile. */
export interface TileVars {
  workspace: string;
  resource: string;
  tms: string;
  z: number;
  x: number;
  y: number;
  format: string;
  style: string;
}

export interface UpstreamOptions {
  template: string;
  timeoutMs: number;
  retries: number;
  retryDelayMs: number;
  /** Larger tiles fail (the workspace's or server's max_tile_bytes). */
  maxBytes: number;
  /** Told the duration of every fetch (metrics). */
  observe?: (seconds: number, ok: boolean) => void;
}

/**
 * A fetched tile, or why it failed. `transient` failures (5xx, 429, timeouts, network errors) persisted
 * through every retry, which says the upstream is unwell rather than the tile being wrong.
 */
export type FetchOutcome = { ok: true; body: Uint8Array } | { ok: false; error: string; transient: boolean };

/** The tile's URL: each placeholder replaced by its URL-encoded value. */
export function tileUrl(template: string, vars: TileVars): string {
  return template.replace(/\{(workspace|resource|tms|z|x|y|format|style)\}/g, (_, k: keyof TileVars) =>
    encodeURIComponent(String(vars[k])),
  );
}

/** Waits, or rejects at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      done();
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      done();
      resolve();
    }, ms);
    signal.addEventListener('abort', abort, { once: true });
  });
}

async function once(url: string, opts: UpstreamOptions, signal: AbortSignal): Promise<FetchOutcome> {
  const timeout = AbortSignal.timeout(opts.timeoutMs);
  try {
    const res = await fetch(url, { signal: AbortSignal.any([signal, timeout]), redirect: 'follow' });
    if (!res.ok) {
      await res.body?.cancel();
      return {
        ok: false,
        error: `upstream answered ${res.status}`,
        transient: res.status >= 500 || res.status === 429,
      };
    }
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > opts.maxBytes) {
      await res.body?.cancel();
      return {
        ok: false,
        error: `tile of ${declared} bytes exceeds max_tile_bytes (${opts.maxBytes})`,
        transient: false,
      };
    }
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength > opts.maxBytes) {
      return {
        ok: false,
        error: `tile of ${body.byteLength} bytes exceeds max_tile_bytes (${opts.maxBytes})`,
        transient: false,
      };
    }
    return { ok: true, body };
  } catch (err) {
    // The worker stopping or the job being cancelled is not a failure of the tile.
    if (signal.aborted) throw signal.reason;
    if (timeout.aborted)
      return { ok: false, error: `upstream did not answer within ${opts.timeoutMs} ms`, transient: true };
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
    return { ok: false, error: `upstream unreachable (${cause})`, transient: true };
  }
}

/**
 * Fetches one tile, retrying transient failures with exponential backoff (retryDelayMs, doubled each
 * time); a 4xx fails at once. Throws only when `signal` aborts.
 */
export async function fetchTile(opts: UpstreamOptions, vars: TileVars, signal: AbortSignal): Promise<FetchOutcome> {
  const url = tileUrl(opts.template, vars);
  const timed = async () => {
    const began = performance.now();
    const r = await once(url, opts, signal);
    opts.observe?.((performance.now() - began) / 1000, r.ok);
    return r;
  };
  let outcome = await timed();
  for (let attempt = 0; attempt < opts.retries && !outcome.ok && outcome.transient; attempt++) {
    await sleep(opts.retryDelayMs * 2 ** attempt, signal);
    outcome = await timed();
  }
  return outcome;
}
