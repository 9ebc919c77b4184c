import type { NextFunction, Request, Response } from 'express';
import type { Context } from '../request/context';
import { answerType, type OperationCore } from '../core';
import type { HotQueries } from './jit';

/*
 * docs/architecture.md, "The hot path": a `query` that /graphql has already parsed, validated and
 * compiled (src/graphql/jit.ts, `HotQueries`) is answered again without Apollo's request pipeline, which costs
 * more than the compiled operation itself (hashing the text, the document store, the plugin hooks).
 * Only the plainest request qualifies; anything else goes on to Apollo (`next()`), which answers it
 * as before. Everything else is the operation core's (src/core), which Apollo's path calls too: the
 * limits, the error formatting, the outcome and audit event, the request id, the access line, the
 * metrics, and the content type for the Accept header.
 */

/** The JSON media type with any parameters (Apollo's CSRF rule lets it through; body.ts parsed it). */
const isJsonType = (type: string | undefined) => {
  if (!type) return false;
  const semi = type.indexOf(';');
  return (semi < 0 ? type : type.slice(0, semi)).trim().toLowerCase() === 'application/json';
};

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export interface HotPathOptions {
  hot: HotQueries;
  /** The context factory Apollo's middleware uses (src/app.ts). */
  context: (req: Request, res: Response) => Promise<Context>;
  /** The operation core Apollo's plugin calls too (src/core). */
  core: OperationCore;
  /** Called once per request the hot path answered. */
  served(): void;
}

/** A plain POST body of a known query: what the hot path runs, or undefined to leave it to Apollo. */
function plainRequest(req: Request, hot: HotQueries) {
  if (req.method !== 'POST' || req.originalUrl !== '/graphql') return undefined;
  const body: unknown = req.body;
  if (!isRecord(body)) return undefined;
  // No extensions (persisted queries), nothing Apollo would refuse or read differently.
  for (const k in body) if (k !== 'query' && k !== 'variables' && k !== 'operationName') return undefined;
  const { query, variables, operationName } = body;
  if (typeof query !== 'string') return undefined;
  if (variables != null && !isRecord(variables)) return undefined;
  if (operationName != null && typeof operationName !== 'string') return undefined;
  if (!isJsonType(req.headers['content-type'])) return undefined;
  // A type the core's rule decides (Apollo answers a 406, or a type with parameters, itself).
  const type = answerType(req.headers.accept);
  if (!type) return undefined;
  const known = hot.get(query, operationName);
  if (!known) return undefined;
  return { known, variables: (variables ?? undefined) as Record<string, unknown> | undefined, type };
}

/**
 * The hot path for POST /graphql, mounted before Apollo's middleware. It answers only when the body is
 * a plain `{query, variables?, operationName?}` whose query `HotQueries` knows, sent as JSON with a
 * common Accept header; and only when the operation ran (variables that do not fit go to Apollo, which
 * words its 400).
 */
export function hotPath(o: HotPathOptions) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const plain = plainRequest(req, o.hot);
    if (!plain) return next();
    const { known, variables, type } = plain;
    let context: Context;
    try {
      context = await o.context(req, res);
    } catch {
      // Apollo makes it again and answers its failure (contextCreationDidFail).
      return next();
    }
    const op = o.core.begin({
      transport: 'graphql',
      document: known.document,
      operation: known.operation,
      operationName: known.operation.name?.value || null,
      variables,
      context,
    });
    // What the core refuses before execution (the cost with these variables, introspection by setting),
    // Apollo refuses in its words, through the same core.
    if (o.core.admit(op)) return next();
    // Refused before any resolver ran (variables that do not fit): Apollo's 400, in its words.
    const answer = await o.core.execute(
      op,
      () => known.run(context, variables ?? {}),
      (result) => result.data !== undefined,
    );
    if (!answer) return next();
    o.served();
    const { head } = answer;
    if (!head.headers.has('content-type')) head.headers.set('content-type', type);
    for (const [k, v] of head.headers) res.setHeader(k, v);
    res.statusCode = head.status || 200;
    res.send(JSON.stringify({ errors: answer.errors, data: answer.data, extensions: answer.extensions }) + '\n');
  };
}
