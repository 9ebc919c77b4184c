import { Pool } from 'pg';
import { classify } from '../../src/outcome/classify';

/*
 * Raw SQL (src/db/sql.ts, the quick reads of src/db/quick-reads.ts) throws node-pg's own errors, not
 * Prisma's: a database that cannot be reached, or that cannot serve now, must still answer 503
 * UNAVAILABLE (docs/reliability.md), never a 500.
 */
describe('a database that does not answer, as node-pg reports it', () => {
  const caught = async (config: ConstructorParameters<typeof Pool>[0]) => {
    const pool = new Pool({ ...config, connectionTimeoutMillis: 2000, max: 1 });
    pool.on('error', () => {});
    try {
      await pool.query('SELECT 1');
      throw new Error('the query answered');
    } catch (err) {
      return err;
    } finally {
      await pool.end().catch(() => {});
    }
  };

  it('is UNAVAILABLE when its host name no longer resolves', async () => {
    const err = await caught({ host: 'no-such-host.invalid', port: 5432, user: 'u', database: 'd' });
    expect(classify(err).code).toBe('UNAVAILABLE');
  });

  it('is UNAVAILABLE when nothing listens on its port', async () => {
    const err = await caught({ host: '127.0.0.1', port: 1, user: 'u', database: 'd' });
    expect(classify(err).code).toBe('UNAVAILABLE');
  });

  it('is UNAVAILABLE when the server is out of connections, shutting down or starting', () => {
    for (const [code, message] of [
      ['53300', 'sorry, too many clients already'],
      ['57P01', 'terminating connection due to administrator command'],
      ['57P03', 'the database system is starting up'],
    ]) {
      const err = Object.assign(new Error(message), { code, severity: 'FATAL' });
      expect(classify(err).code).toBe('UNAVAILABLE');
    }
    expect(classify(Object.assign(new Error('syntax error'), { code: '42601', severity: 'ERROR' })).code).toBe(
      'INTERNAL',
    );
  });
});
