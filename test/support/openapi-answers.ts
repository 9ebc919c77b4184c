import type http from 'node:http';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/*
 * Every /api/v1 answer the tests' REST traffic gets is checked against the OpenAPI document the app
 * serves (issue 30): the status must be documented for the operation, the content type must be one it
 * declares, the body must be valid (ajv, JSON Schema 2020-12, which OpenAPI 3.1 uses), and each header
 * a client acts on (ETag, Location, Retry-After, RateLimit, Idempotent-Replayed, Allow) must be declared.
 * `useTestApp` fails a test whose traffic had an undocumented answer.
 */

/** Headers a client reads: sent ones must be declared for the status. */
const CLIENT_HEADERS = [
  'etag',
  'location',
  'retry-after',
  'ratelimit',
  'ratelimit-policy',
  'idempotent-replayed',
  'allow',
];

export interface Answer {
  method: string;
  /** The path without its query string. */
  path: string;
  status: number;
  headers: http.OutgoingHttpHeaders;
  body: string;
}

interface Response {
  $ref?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: unknown }>;
}
interface Operation {
  responses: Record<string, Response>;
}

export class OpenApiAnswers {
  private readonly ajv: Ajv2020;
  private readonly templates: { method: string; template: string; pattern: RegExp; literal: number }[] = [];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(
    private readonly doc: {
      paths: Record<string, Record<string, Operation>>;
      components?: { responses?: Record<string, Response> };
    },
  ) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...doc, $id: 'openapi' });
    for (const [template, ops] of Object.entries(doc.paths)) {
      const parts = template.split('/');
      const pattern = new RegExp(
        `^${parts.map((p) => (p.startsWith('{') ? '[^/]+' : p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}/?$`,
      );
      for (const method of Object.keys(ops)) {
        this.templates.push({ method, template, pattern, literal: parts.filter((p) => !p.startsWith('{')).length });
      }
    }
  }

  /** The operation an answer belongs to (the most literal template that matches), if any. */
  operation(method: string, path: string): { template: string; method: string } | undefined {
    const m = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    return this.templates
      .filter((t) => t.method === m && t.pattern.test(path))
      .sort((a, b) => b.literal - a.literal)
      .map((t) => ({ template: t.template, method: t.method }))[0];
  }

  /** What is wrong with an answer, or [] when the document describes it. Paths no operation has are not checked. */
  check(a: Answer): string[] {
    const op = this.operation(a.method, a.path);
    if (!op) return [];
    const where = `${a.method} ${a.path} (${op.method} ${op.template}) ${a.status}`;
    let response = this.doc.paths[op.template][op.method].responses[String(a.status)];
    if (!response) return [`${where}: status not documented`];
    let at = ['paths', op.template, op.method, 'responses', String(a.status)];
    if (response.$ref) {
      at = response.$ref.replace(/^#\//, '').split('/');
      response = this.doc.components!.responses![at[2]];
    }
    const problems: string[] = [];
    const declared = new Set(Object.keys(response.headers ?? {}).map((h) => h.toLowerCase()));
    for (const h of CLIENT_HEADERS) {
      if (a.headers[h] !== undefined && !declared.has(h)) problems.push(`${where}: header ${h} not declared`);
    }
    const type = String(a.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    if (!response.content) {
      if (a.body.length) problems.push(`${where}: a body (${type}) where none is documented`);
      return problems;
    }
    if (a.method === 'HEAD') return problems;
    if (!response.content[type]) {
      problems.push(`${where}: content type ${type || '(none)'} not documented (${Object.keys(response.content)})`);
      return problems;
    }
    if (type !== 'application/json') return problems;
    const pointer = [...at, 'content', type, 'schema'].map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi#/${pointer}` });
      this.validators.set(pointer, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(a.body);
    } catch {
      return [...problems, `${where}: the body is not JSON`];
    }
    if (!validate(body)) {
      problems.push(
        `${where}: body does not match: ${this.ajv.errorsText(validate.errors, { separator: '; ' })} in ${a.body.slice(0, 300)}`,
      );
    }
    return problems;
  }
}

/**
 * Wraps a request handler so that every answer it writes is handed to `seen` once finished, with the
 * body it wrote (event streams are not collected: their body never ends on its own).
 */
export function recordingAnswers(
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
  seen: (a: Answer) => void,
): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  return (req, res) => {
    // Express rewrites req.url under a mount point: the path as asked.
    const path = (req.url ?? '/').split('?')[0];
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), (encoding as BufferEncoding) || 'utf8'));
    };
    res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, typeof encoding === 'string' ? encoding : undefined);
      return write(chunk, encoding, cb);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
      keep(chunk, typeof encoding === 'string' ? encoding : undefined);
      return end(chunk, encoding, cb);
    }) as typeof res.end;
    res.on('finish', () => {
      seen({
        method: req.method ?? 'GET',
        path,
        status: res.statusCode,
        headers: res.getHeaders(),
        body: Buffer.concat(chunks).toString('utf8'),
      });
    });
    handler(req, res);
  };
}
