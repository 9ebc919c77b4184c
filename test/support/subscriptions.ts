import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import WebSocket from 'ws';
import type { Json } from './json';

/** An error as graphql-ws hands it to the client. */
export interface SubscriptionError {
  message: string;
  extensions?: { code?: string };
}

/**
 * The errors a real graphql-ws client gets for one subscription that the server refuses, over a socket of
 * its own signed in with `token`: as an `error` message, or as a result that carries errors (graphql-ws sends
 * a refused execution either way); none when the subscription completes.
 */
export async function refusalOf(
  origin: string,
  token: string,
  payload: SubscribePayload,
): Promise<SubscriptionError[]> {
  const client = createClient({
    url: `${origin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  try {
    return await new Promise<SubscriptionError[]>((resolve) =>
      client.subscribe(payload, {
        next: (r) => r.errors && resolve([...r.errors]),
        error: (e) => resolve(e as SubscriptionError[]),
        complete: () => resolve([]),
      }),
    );
  } finally {
    await client.dispose();
  }
}

/**
 * The graphql-ws clients and SSE aborts a test file opens, each closed after every test: push what a
 * test opens onto `clients` and `aborts`.
 */
export function useLiveClosers(): { clients: Client[]; aborts: AbortController[] } {
  const clients: Client[] = [];
  const aborts: AbortController[] = [];
  afterEach(async () => {
    for (const a of aborts.splice(0)) a.abort();
    for (const c of clients.splice(0)) await c.dispose();
  });
  return { clients, aborts };
}

/** A result of a subscription as a client gets it. */
export type SubscriptionResult = {
  data?: Record<string, Json> | null;
  errors?: { message: string; extensions?: Json }[];
};

/**
 * One subscription over a graphql-ws client of its own (pushed onto `clients`), followed to its end: its
 * results, `started` at its first result or refusal, `ended` when it completes or is refused (graphql-ws
 * `error`), and the code the server closed the socket with. The socket is kept open after the
 * subscription completes, so that the server is the one that closes it.
 */
export function followSubscription(
  origin: string,
  params: Record<string, string>,
  payload: SubscribePayload,
  clients: Client[],
) {
  let closed: (code: number) => void;
  const closeCode = new Promise<number>((r) => (closed = r));
  let first: () => void;
  const started = new Promise<void>((r) => (first = r));
  const c = createClient({
    url: `${origin.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: params,
    retryAttempts: 0,
    lazyCloseTimeout: 10_000,
    on: { closed: (e) => closed((e as { code: number }).code) },
  });
  clients.push(c);
  const results: SubscriptionResult[] = [];
  const ended = new Promise<{ results: SubscriptionResult[]; completed: boolean; error?: SubscriptionError[] }>(
    (resolve) =>
      c.subscribe(payload, {
        next: (r) => {
          results.push(r as SubscriptionResult);
          first();
        },
        error: (error) => {
          first();
          resolve({ results, completed: false, error: error as SubscriptionError[] });
        },
        complete: () => resolve({ results, completed: true }),
      }),
  );
  return { results, started, ended, closeCode };
}
