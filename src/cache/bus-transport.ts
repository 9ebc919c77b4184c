/** How invalidations travel between instances (PostgreSQL LISTEN/NOTIFY or Redis pub/sub). */
export interface BusTransport {
  readonly name: string;
  /** Sends one encoded message to every instance, this one included. */
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

/** What a transport reports: a message, that it lost its connection, or that it is back (and may have missed some). */
export interface BusHandlers {
  message(payload: string): void;
  lost(): void;
  resync(): void;
}
