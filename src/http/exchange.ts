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

export class Request extends IncomingMessage {
  constructor(socket: Socket) {
    super(socket);
    Object.assign(this, {
      res: undefined,
      next: undefined,
      baseUrl: undefined,
      originalUrl: undefined,
      _parsedUrl: undefined,
      params: undefined,
      id: undefined,
      arrivedAt: undefined,
      body: undefined,
    });
  }
}

export class Response extends ServerResponse {
  // Node passes options (highWaterMark, rejectNonStandardBodyWrites) that its types leave out.
  constructor(...args: [IncomingMessage, ...unknown[]]) {
    super(...(args as [IncomingMessage]));
    Object.assign(this, { locals: undefined, statusCode: 200, statusMessage: undefined });
  }
}

/** What `http.createServer` and `https.createServer` take to use them. */
export const exchangeClasses = { IncomingMessage: Request, ServerResponse: Response };
