import type { FileHandle } from 'node:fs/promises';

/** Positional reads of an opened file; a format check reads the few bytes it needs, never the whole file. */
export interface Reader {
  size: number;
  /** Up to `length` bytes at `position` (fewer at the end of the file). */
  read(position: number, length: number): Promise<Buffer>;
  /** Set once the test's time is up: long reads stop at their next chunk. */
  signal: AbortSignal;
}

export function fileReader(handle: FileHandle, size: number, signal: AbortSignal): Reader {
  return {
    size,
    signal,
    async read(position, length) {
      const n = Math.max(0, Math.min(length, size - position));
      const buf = Buffer.alloc(n);
      const { bytesRead } = n ? await handle.read(buf, 0, n, position) : { bytesRead: 0 };
      return buf.subarray(0, bytesRead);
    },
  };
}

/** A format recognised from a file's content, with facts for ConnectionTest.details, or why it is unusable. */
export interface Found {
  format: string;
  facts?: Record<string, unknown>;
  problem?: string;
}
