/** One server-sent event as a client reads it. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * A real SSE reader over fetch: parses the stream as it arrives (events, and comment lines counted
 * apart) until the server ends it, `onEvent` returns true or `signal` aborts.
 */
export async function readSse(
  url: string,
  headers: Record<string, string>,
  onEvent: (e: SseEvent, all: SseEvent[]) => boolean | void = () => undefined,
  signal?: AbortSignal,
): Promise<{ status: number; contentType: string | null; events: SseEvent[]; comments: string[] }> {
  const own = new AbortController();
  const ac = { signal: signal ? AbortSignal.any([own.signal, signal]) : own.signal, abort: () => own.abort() };
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: ac.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  if (!res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.text();
    return { status: res.status, contentType: res.headers.get('content-type'), events, comments };
  }
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const e: SseEvent = { event: 'message', data: '' };
        let any = false;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else if (line.startsWith('id: ')) e.id = line.slice(4);
          else if (line.startsWith('event: ')) {
            e.event = line.slice(7);
            any = true;
          } else if (line.startsWith('data: ')) {
            e.data += line.slice(6);
            any = true;
          }
        }
        if (!any) continue;
        events.push(e);
        if (onEvent(e, events) === true) ac.abort();
      }
    }
  } catch (err) {
    if (!ac.signal.aborted) throw err;
  }
  return { status: res.status, contentType: res.headers.get('content-type'), events, comments };
}
