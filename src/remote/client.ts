import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * The CLI's side of talking to a running mapgate over its REST API (docs/cli.md, "Talking to a server"):
 * where it finds the server and its credential, and one request helper. Nothing here opens the database,
 * so these commands work while an embedded instance runs.
 */

/** A refusal of a remote command: printed as `mapgate: ...`, exit 1. */
export class RemoteError extends Error {}

export interface Server {
  url: string;
  apiKey: string;
}

interface Stored {
  current?: string;
  servers: Record<string, { api_key: string }>;
}

/** `$XDG_CONFIG_HOME/mapgate/credentials.json` (else ~/.config/...), mode 600. */
export function credentialsFile(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(base, 'mapgate', 'credentials.json');
}

function readStored(file: string): Stored {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
    return { current: parsed.current, servers: parsed.servers ?? {} };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { servers: {} };
    throw new RemoteError(`cannot read ${file}: ${(err as Error).message}`);
  }
}

export const normalUrl = (url: string): string => {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new RemoteError(`not a URL: ${url}`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new RemoteError(`not an http(s) URL: ${url}`);
  return u.origin + u.pathname.replace(/\/+$/, '');
};

/** Stores the credential of a server (and makes it the current one); the file is written mode 600. */
export function storeCredential(url: string, apiKey: string, env: NodeJS.ProcessEnv = process.env): string {
  const file = credentialsFile(env);
  const stored = readStored(file);
  stored.servers[url] = { api_key: apiKey };
  stored.current = url;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
  return file;
}

/**
 * The server and credential to use: MAPGATE_URL and MAPGATE_API_KEY when set, else `--server` or the
 * last server `mapgate login` stored, with its stored credential.
 */
export function resolveServer(option: string | undefined, env: NodeJS.ProcessEnv = process.env): Server {
  const url = option ?? env.MAPGATE_URL;
  if (env.MAPGATE_API_KEY && url) return { url: normalUrl(url), apiKey: env.MAPGATE_API_KEY };
  const stored = readStored(credentialsFile(env));
  const chosen = url ? normalUrl(url) : stored.current;
  if (!chosen)
    throw new RemoteError('no server: run `mapgate login <url>` first, or set MAPGATE_URL and MAPGATE_API_KEY');
  const cred = stored.servers[chosen];
  if (!cred && env.MAPGATE_API_KEY) return { url: chosen, apiKey: env.MAPGATE_API_KEY };
  if (!cred) throw new RemoteError(`no credential for ${chosen}: run \`mapgate login ${chosen}\``);
  return { url: chosen, apiKey: cred.api_key };
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: () => unknown;
}

/** One REST request; an error answer becomes a RemoteError with the server's detail. */
export async function call(
  server: Server,
  method: string,
  route: string,
  opts: { body?: unknown; accept?: string; headers?: Record<string, string>; ok?: number[] } = {},
): Promise<Answer> {
  let res: Response;
  try {
    res = await fetch(`${server.url}/api/v1${route}`, {
      method,
      headers: {
        'X-API-Key': server.apiKey,
        Accept: opts.accept ?? 'application/json',
        ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
  } catch (err) {
    throw new RemoteError(`cannot reach ${server.url}: ${(err as Error).cause ?? (err as Error).message}`);
  }
  const text = await res.text();
  const answer: Answer = { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
  if (!(opts.ok ?? [200, 201, 204]).includes(res.status)) {
    let detail = text;
    try {
      const b = JSON.parse(text) as { detail?: string; message?: string };
      detail = b.detail ?? b.message ?? text;
    } catch {
      // not JSON: the text as it came
    }
    throw new RemoteError(`${method} ${route}: ${res.status} ${detail}`);
  }
  return answer;
}

/** A workspace document run as REST answers it (docs/workspace-documents.md, "Runs"). */
export interface RunBody {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  document?: Record<string, unknown> | null;
  workspace_version?: number | null;
  /** A succeeded apply's plan, as the server spelt it (the commands read it by their own shape). */
  plan?: unknown;
  error?: { code: string; message: string; details?: Record<string, unknown> | null } | null;
}

/** A run that failed on the server: its error code and message. */
export class RunFailed extends RemoteError {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Follows an answer that is a run (202 with Location and Retry-After) until the run ends: reads it at
 * its Location after each Retry-After, for at most `timeoutSeconds`. Answers the run once succeeded;
 * throws RunFailed with its error once failed, and a RemoteError when the time is up.
 */
export async function awaitRun(server: Server, accepted: Answer, timeoutSeconds: number): Promise<RunBody> {
  const location = accepted.headers.get('location');
  if (!location) throw new RemoteError(`the server answered ${accepted.status} without a Location`);
  const route = new URL(location, server.url).pathname.replace(/^.*?\/api\/v1(?=\/)/, '');
  const until = Date.now() + timeoutSeconds * 1000;
  let answer = accepted;
  for (;;) {
    const run = answer.json() as RunBody;
    if (run.status === 'succeeded') return run;
    if (run.status === 'failed')
      throw new RunFailed(run.error?.code ?? 'INTERNAL', run.error?.message ?? 'the run failed');
    const after = Math.max(0.05, Number(answer.headers.get('retry-after') ?? 1) || 1);
    if (Date.now() + after * 1000 > until)
      throw new RemoteError(
        `the run ${run.id} did not end within ${timeoutSeconds} s (--timeout); it goes on: ${location}`,
      );
    await new Promise((resolve) => setTimeout(resolve, after * 1000));
    answer = await call(server, 'GET', route);
  }
}
