import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import {
  awaitRun,
  call,
  normalUrl,
  RemoteError,
  resolveServer,
  RunFailed,
  storeCredential,
  type Server,
} from './client';

/*
 * The commands that talk to a running mapgate (docs/cli.md, "Talking to a server"; docs/workspace-documents.md).
 * Exit codes scripts rely on: 0 nothing to change (or done), 2 changes planned, 1 an error.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const yaml = () => require('yaml') as typeof import('yaml');

type Output = 'text' | 'json';
interface Common {
  server?: string;
  output?: Output;
}

/** How long export and apply follow their run by default (--timeout), in seconds. */
const RUN_TIMEOUT = 300;
const timeoutOf = (o: { timeout?: string }): number => {
  const t = Number(o.timeout ?? RUN_TIMEOUT);
  if (!Number.isFinite(t) || t <= 0) throw new RemoteError(`--timeout: not a number of seconds: ${o.timeout}`);
  return t;
};
const TIMEOUT_HELP = `how long to wait for the server's run, in seconds (default ${RUN_TIMEOUT})`;

/**
 * The export as the server answers it: 200 when it had the document of the workspace as it is; else
 * its run (202) is followed to its end, and the export asked for again (then stored, so 200).
 */
async function exported(server: Server, ws: string, accept: string, timeout: number) {
  const until = Date.now() + timeout * 1000;
  for (;;) {
    const r = await call(server, 'GET', `/workspaces/${enc(ws)}/export`, { accept, ok: [200, 202] });
    if (r.status === 200) return r;
    // A workspace that changes on and on makes a new run each time: the deadline holds over all of them.
    if (Date.now() >= until)
      throw new RemoteError(
        `the export of ${ws} did not end within ${timeout} s (--timeout): the workspace keeps changing`,
      );
    await awaitRun(server, r, Math.max(1, (until - Date.now()) / 1000));
  }
}

const ENV_REF = /^\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}$/;

const colour = (code: number, s: string) =>
  process.stdout.isTTY && !process.env.NO_COLOR ? `\x1b[${code}m${s}\x1b[0m` : s;

/**
 * Reads a document (YAML or JSON), puts in the passwords its `${env:NAME}` references name, and the style
 * bodies its `body_file` references name (read relative to the document's own directory; from stdin,
 * the working directory): the server never reads a local file, so what it gets is always inline.
 */
export function readDocument(file: string, env: NodeJS.ProcessEnv = process.env): Record<string, unknown> {
  let text: string;
  try {
    text = file === '-' ? fs.readFileSync(0, 'utf8') : fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new RemoteError(`cannot read ${file}: ${(err as Error).message}`);
  }
  let doc: unknown;
  try {
    doc = yaml().parse(text);
  } catch (err) {
    throw new RemoteError(`${file}: not YAML or JSON: ${(err as Error).message}`);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new RemoteError(`${file}: not a workspace document`);
  const missing: string[] = [];
  const services = (doc as { services?: unknown }).services;
  if (Array.isArray(services)) {
    services.forEach((s: { connection_info?: Record<string, unknown> }, i) => {
      const pw = s?.connection_info?.password;
      const m = typeof pw === 'string' ? ENV_REF.exec(pw) : null;
      if (!m) return;
      const value = env[m[1]];
      if (value === undefined) missing.push(`services[${i}].connection_info.password: ${m[1]} is not set`);
      else s.connection_info!.password = value;
    });
  }
  missing.push(...inlineStyleFiles(doc as Record<string, unknown>, file === '-' ? process.cwd() : path.dirname(file)));
  if (missing.length) throw new RemoteError(missing.join('\nmapgate: '));
  return doc as Record<string, unknown>;
}

/** True when `target` is `base` or a path under it. */
function inside(base: string, target: string): boolean {
  const rel = path.relative(base, target);
  return !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** Replaces `obj`'s key `from` by `to` with `value`, at the same position (a document keeps its reading order). */
function replaceKey(obj: Record<string, unknown>, from: string, to: string, value: unknown): void {
  const entries = Object.entries(obj).map(([k, v]): [string, unknown] => (k === from ? [to, value] : [k, v]));
  for (const k of Object.keys(obj)) delete obj[k];
  Object.assign(obj, Object.fromEntries(entries));
}

/**
 * Replaces each style's `body_file` by the file's text, in place (the key keeps its position, so the
 * document sent reads as an inline one). A reference must stay inside the document's directory: a
 * document taken from a repository cannot make the CLI send a file from elsewhere on the machine.
 * Answers the problems, each naming the style and the path.
 */
function inlineStyleFiles(doc: Record<string, unknown>, base: string): string[] {
  const styles = doc.styles;
  if (!Array.isArray(styles)) return [];
  const problems: string[] = [];
  styles.forEach((style: unknown, i) => {
    if (!style || typeof style !== 'object' || !('body_file' in style)) return;
    const ref = (style as { body_file: unknown }).body_file;
    const where = `styles[${i}].body_file`;
    if (typeof ref !== 'string' || !ref) return problems.push(`${where}: must be a path relative to the document`);
    const full = path.resolve(base, ref);
    if (path.isAbsolute(ref) || !inside(base, full))
      return problems.push(`${where}: ${ref} is not inside the document's directory (${base})`);
    let body: string;
    try {
      body = fs.readFileSync(full, 'utf8');
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      return problems.push(
        `${where}: cannot read ${full}${code === 'ENOENT' ? ': no such file' : `: ${(err as Error).message}`}`,
      );
    }
    replaceKey(style as Record<string, unknown>, 'body_file', 'body', body);
  });
  return problems;
}

/** The file name a style's body is exported to: its name and the extension of its format. */
const styleFileName = (name: string, format: string) =>
  `${name}.${format === 'css' ? 'css' : format === 'ysld' ? 'ysld' : format === 'mapbox' ? 'json' : 'sld'}`;

/**
 * Writes each style's body to `dir` and references it from the document (`body_file`, relative to the
 * document's directory `base`) in place of the body: what `mapgate export --styles-dir` keeps in git.
 */
function externalizeStyles(doc: Record<string, unknown>, dir: string, base: string): void {
  if (!inside(base, dir))
    throw new RemoteError(`--styles-dir ${dir} must be inside the document's directory (${base})`);
  const styles = (doc.styles ?? []) as Record<string, unknown>[];
  fs.mkdirSync(dir, { recursive: true });
  for (const style of styles) {
    if (typeof style.body !== 'string') continue;
    const file = styleFileName(String(style.name), String(style.format));
    // Written as the server holds it, byte for byte: reading it back gives the same body.
    fs.writeFileSync(path.join(dir, file), style.body);
    const ref = path.join(path.relative(base, dir), file).split(path.sep).join('/');
    replaceKey(style, 'body', 'body_file', ref);
  }
}

const enc = encodeURIComponent;

interface PlanBody {
  changes: {
    action: string;
    kind: string;
    name: string;
    fields?: { field: string; from: unknown; to: unknown }[] | null;
  }[];
  unmanaged: { kind: string; name: string }[];
  text: string;
  digest: string;
  created_keys?: { name: string; role_id: string; key: string }[] | null;
}

function printPlan(plan: PlanBody, version: string | null, output: Output | undefined): void {
  if (output === 'json') {
    process.stdout.write(
      `${JSON.stringify({ ...plan, version: version ? Number(version.replace(/"/g, '')) : null }, null, 2)}\n`,
    );
    return;
  }
  for (const line of plan.text.split('\n')) {
    if (!line) continue;
    const c = line[0] === '+' ? 32 : line[0] === '~' ? 33 : line[0] === '-' ? 31 : 0;
    process.stdout.write(`${c ? colour(c, line) : line}\n`);
  }
}

const workspaceOf = (doc: Record<string, unknown>, option?: string): string => {
  const ws = option ?? (typeof doc.name === 'string' ? doc.name : undefined);
  if (!ws) throw new RemoteError('the document names no workspace: give --workspace');
  return ws;
};

async function plan(server: Server, ws: string, doc: unknown, prune: boolean) {
  const r = await call(server, 'POST', `/workspaces/${enc(ws)}/plan${prune ? '?prune=true' : ''}`, { body: doc });
  return { plan: r.json() as PlanBody, etag: r.headers.get('etag') };
}

/** A yes from the terminal; without one (not a terminal), no. */
async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = (await import('node:readline/promises')).createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

function table(rows: Record<string, unknown>[], columns: string[]): string {
  const cell = (v: unknown) =>
    v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return (
    [line(columns.map((c) => c.toUpperCase())), ...rows.map((r) => line(columns.map((c) => cell(r[c]))))].join('\n') +
    '\n'
  );
}

const KINDS: Record<string, { path: (ws?: string) => string; key: string; columns: string[]; workspace: boolean }> = {
  workspaces: {
    path: () => '/workspaces',
    key: 'workspaces',
    columns: ['name', 'description', 'version'],
    workspace: false,
  },
  services: {
    path: (w) => `/workspaces/${enc(w!)}/services`,
    key: 'services',
    columns: ['name', 'type', 'enabled'],
    workspace: true,
  },
  styles: {
    path: (w) => `/workspaces/${enc(w!)}/styles`,
    key: 'styles',
    columns: ['name', 'format', 'title'],
    workspace: true,
  },
  layers: {
    // Listed service by service (there is no workspace-wide layer route).
    path: () => '',
    key: 'layers',
    columns: ['name', 'service', 'table', 'default_style'],
    workspace: true,
  },
  'layer-groups': {
    path: (w) => `/workspaces/${enc(w!)}/layer-groups`,
    key: 'layer_groups',
    columns: ['public_id', 'title', 'enabled', 'public'],
    workspace: true,
  },
};

/** Adds login, get, export, plan, apply and diff to the program. */
export function remoteCommands(program: Command): void {
  const common = (c: Command) =>
    c
      .option('--server <url>', 'the mapgate to talk to (default: MAPGATE_URL, else the last `mapgate login`)')
      .option('-o, --output <format>', 'text (tables, the plan) or json, for scripts', 'text');

  program
    .command('login')
    .description(
      'store an API key for a server (in $XDG_CONFIG_HOME/mapgate/credentials.json, mode 600), checked against it first',
    )
    .argument('<url>', 'the server, e.g. http://127.0.0.1:4000')
    .option('--api-key <key>', 'the key (default: MAPGATE_API_KEY, else read from stdin)')
    .action(async (url: string, o: { apiKey?: string }) => {
      const key = (o.apiKey ?? process.env.MAPGATE_API_KEY ?? fs.readFileSync(0, 'utf8')).trim();
      if (!key) throw new RemoteError('no API key given');
      const server = { url: normalUrl(url), apiKey: key };
      const me = (await call(server, 'GET', '/auth/me')).json() as { principal?: string; subject?: string };
      const file = storeCredential(server.url, key);
      process.stderr.write(
        `mapgate: logged in to ${server.url} as ${me.principal ?? me.subject ?? 'unknown'} (${file})\n`,
      );
    });

  common(
    program
      .command('get')
      .description(`list resources: ${Object.keys(KINDS).join(', ')}`)
      .argument('<kind>', Object.keys(KINDS).join(' | '))
      .option('-w, --workspace <workspace>', 'the workspace (all kinds but workspaces)'),
  ).action(async (kind: string, o: Common & { workspace?: string }) => {
    const k = KINDS[kind];
    if (!k) throw new RemoteError(`unknown kind "${kind}"; one of ${Object.keys(KINDS).join(', ')}`);
    if (k.workspace && !o.workspace) throw new RemoteError(`${kind} live in a workspace: give --workspace`);
    const server = resolveServer(o.server);
    const list = async (route: string) =>
      ((await call(server, 'GET', route)).json() as Record<string, Record<string, unknown>[]>)[k.key] ?? [];
    let rows: Record<string, unknown>[];
    if (kind === 'layers') {
      // Layers live under their services: each service's, with its name beside them.
      const services = (await call(server, 'GET', KINDS.services.path(o.workspace))).json() as {
        services: { name: string }[];
      };
      rows = [];
      for (const svc of services.services)
        for (const l of await list(`${KINDS.services.path(o.workspace)}/${enc(svc.name)}/layers`))
          rows.push({ ...l, service: svc.name });
      rows.sort((a, b) => (String(a.name) < String(b.name) ? -1 : 1));
    } else {
      rows = await list(k.path(o.workspace));
    }
    process.stdout.write(o.output === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : table(rows, k.columns));
  });

  common(
    program
      .command('export')
      .description('print a workspace as a document (YAML, or JSON with --output json); never a secret')
      .argument('<workspace>', 'workspace name or id')
      .option('-f, --file <file>', 'write it to this file instead of stdout')
      .option('--timeout <seconds>', TIMEOUT_HELP)
      .option(
        '--styles-dir <dir>',
        "write style bodies as files in this directory (inside the document's: that of --file, else the working one) and reference them (body_file)",
      ),
  ).action(async (ws: string, o: Common & { file?: string; stylesDir?: string; timeout?: string }) => {
    const accept = o.output === 'json' ? 'application/json' : 'application/yaml';
    const r = await exported(resolveServer(o.server), ws, accept, timeoutOf(o));
    let text = o.output === 'json' ? `${JSON.stringify(JSON.parse(r.text), null, 2)}\n` : r.text;
    if (o.stylesDir) {
      const doc = (o.output === 'json' ? JSON.parse(r.text) : yaml().parse(r.text)) as Record<string, unknown>;
      const base = path.resolve(o.file ? path.dirname(o.file) : '.');
      externalizeStyles(doc, path.resolve(o.stylesDir), base);
      // Spelled as the server spells an export (the same YAML options), so only the bodies differ.
      text = o.output === 'json' ? `${JSON.stringify(doc, null, 2)}\n` : yaml().stringify(doc);
    }
    if (o.file) fs.writeFileSync(o.file, text);
    else process.stdout.write(text);
  });

  const planning = (name: string, description: string) =>
    common(
      program
        .command(name)
        .description(description)
        .requiredOption('-f, --file <file>', 'the workspace document (YAML or JSON; - for stdin)')
        .option('-w, --workspace <workspace>', "the workspace to plan for (default: the document's name)"),
    );

  planning('plan', 'show what applying a document would change; exit 0 when nothing, 2 when there are changes')
    .option('--prune', 'also plan deleting what the workspace has and the document does not')
    .action(async (o: Common & { file: string; workspace?: string; prune?: boolean }) => {
      const doc = readDocument(o.file);
      const { plan: p, etag } = await plan(resolveServer(o.server), workspaceOf(doc, o.workspace), doc, !!o.prune);
      printPlan(p, etag, o.output);
      process.exitCode = p.changes.length ? 2 : 0;
    });

  planning(
    'diff',
    'show every difference between the workspace and a document, deletes included (exit 0 none, 2 some)',
  ).action(async (o: Common & { file: string; workspace?: string }) => {
    const doc = readDocument(o.file);
    const { plan: p, etag } = await plan(resolveServer(o.server), workspaceOf(doc, o.workspace), doc, true);
    printPlan(p, etag, o.output);
    process.exitCode = p.changes.length ? 2 : 0;
  });

  planning('apply', 'plan, then apply a document in one transaction (asks first unless --yes); exit 0 when done')
    .option('--prune', 'also delete what the workspace has and the document does not')
    .option('-y, --yes', 'apply without asking')
    .option('--show-keys', 'print the secrets of the API keys the apply creates (else nobody ever sees them)')
    .option('--timeout <seconds>', TIMEOUT_HELP)
    .action(
      async (
        o: Common & {
          file: string;
          workspace?: string;
          prune?: boolean;
          yes?: boolean;
          showKeys?: boolean;
          timeout?: string;
        },
      ) => {
        const timeout = timeoutOf(o);
        const doc = readDocument(o.file);
        const server = resolveServer(o.server);
        const ws = workspaceOf(doc, o.workspace);
        const { plan: p, etag } = await plan(server, ws, doc, !!o.prune);
        if (!p.changes.length) {
          printPlan(p, etag, o.output);
          return;
        }
        if (o.output !== 'json') printPlan(p, etag, o.output);
        if (!o.yes && !(await confirm('Apply these changes?'))) {
          throw new RemoteError(
            process.stdin.isTTY ? 'not applied' : 'not applied: give --yes to apply without a terminal',
          );
        }
        // Exactly the plan shown: a change made since refuses the apply (412).
        // The version catches a change of the workspace row or another apply; the plan's digest anything
        // else that would make the apply differ from what was shown (a style made by hand, then pruned).
        const query = [o.prune ? 'prune=true' : '', o.showKeys ? 'reveal_keys=true' : '', `expected_plan=${p.digest}`]
          .filter(Boolean)
          .join('&');
        // The server answers a run (202), which a worker carries out; it is followed to its end.
        const refused = (err: Error) => {
          if (/: 412 /.test(err.message) || (err instanceof RunFailed && err.code === 'PRECONDITION_FAILED'))
            throw new RemoteError('the workspace changed since the plan was made; nothing applied, plan again');
          if (err instanceof RunFailed)
            throw new RemoteError(`apply failed, nothing applied: ${err.code} ${err.message}`);
          throw err;
        };
        const accepted = await call(server, 'POST', `/workspaces/${enc(ws)}/apply${query ? `?${query}` : ''}`, {
          body: doc,
          headers: etag ? { 'If-Match': etag } : {},
          ok: [200, 202],
        }).catch(refused);
        let applied: PlanBody;
        let version: string | null;
        if (accepted.status === 200) {
          applied = accepted.json() as PlanBody;
          version = accepted.headers.get('etag');
        } else {
          const run = await awaitRun(server, accepted, timeout).catch(refused);
          // As the 200 of an apply spells it: the version goes to the ETag.
          const { version: _version, ...plan } = (run.plan ?? {}) as PlanBody & { version?: number };
          void _version;
          applied = plan;
          version = typeof run.workspace_version === 'number' ? `"${run.workspace_version}"` : null;
        }
        if (o.output === 'json') printPlan(applied, version, 'json');
        else {
          process.stderr.write(
            `mapgate: applied ${applied.changes.length} change${applied.changes.length === 1 ? '' : 's'}\n`,
          );
          // The only time these secrets are shown: on stdout, one key a line.
          for (const k of applied.created_keys ?? [])
            process.stdout.write(`api key ${k.name} [${k.role_id}]: ${k.key}\n`);
        }
        const made = applied.changes.filter((c) => c.kind === 'api_key' && c.action === 'create').length;
        if (made && !o.showKeys)
          process.stderr.write(
            `mapgate: ${made} API key${made === 1 ? '' : 's'} created without showing ${made === 1 ? 'its secret' : 'their secrets'} (--show-keys shows them); nobody can use ${made === 1 ? 'it' : 'them'} until revoked and created again\n`,
          );
      },
    );
}
