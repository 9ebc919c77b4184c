import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/*
 * The server's request and response classes, with the properties Express and mapgate's middleware give
 * every request set in the constructor. Added one by one as a request went through the layers, they
 * outgrew the object's property storage several times, and V8 copied it each time: about 11 KB of
 * garbage per REST read (heap profile). Set up front, V8 lays them out once per object. Each starts
 * undefined, as an absent property reads; Express's getters (`query`, `path`, ...) live on its own
 * prototype and are not shadowed. Statuses keep Node's defaults.
 */

type Own = Record<string, unknown>;

export class Request extends IncomingMessage {
  constructor(socket: Socket) {
    super(socket);
    const own = this as unknown as Own;
    own.res = undefined;
    own.next = undefined;
    own.baseUrl = undefined;
    own.originalUrl = undefined;
    own._parsedUrl = undefined;
    own.params = undefined;
    own.id = undefined;
    own.arrivedAt = undefined;
    own.body = undefined;
  }
}

export class Response extends ServerResponse {
  // Node passes options (highWaterMark, rejectNonStandardBodyWrites) that its types leave out.
  constructor(...args: [IncomingMessage, ...unknown[]]) {
    super(...(args as [IncomingMessage]));
    const own = this as unknown as Own;
    own.locals = undefined;
    own.statusCode = 200;
    own.statusMessage = undefined;
  }
}

/** What `http.createServer` and `https.createServer` take to use them. */
export const exchangeClasses = { IncomingMessage: Request, ServerResponse: Response };
