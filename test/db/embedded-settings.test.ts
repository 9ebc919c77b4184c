import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';

describe('the embedded database', () => {
  it('runs with 4 MB of shared buffers and room for 4 connections, not the 128 MB and 100 PGlite sizes its shared memory for', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-embedded-'));
    const db = await openDatabase({ dataDir: dir });
    try {
      const [buffers] = await db.sql.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(buffers.shared_buffers).toBe('4MB');
      const [connections] = await db.sql.query<{ max_connections: string }>('SHOW max_connections');
      expect(connections.max_connections).toBe('4');
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
