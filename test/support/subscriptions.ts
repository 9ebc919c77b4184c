import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import WebSocket from 'ws';

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
