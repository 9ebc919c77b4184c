import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';

describe('the embedded database', () => {
  it('runs with 16 MB of shared buffers, not the 128 MB PGlite touches at start by default', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mapgate-embedded-'));
    const db = await openDatabase({ dataDir: dir });
    try {
      const [row] = await db.sql.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(row.shared_buffers).toBe('16MB');
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
