import type { Sql, SqlExecutor } from '../db/sql';
import type { Logger } from '../base/logger';

const DAY_MS = 86_400_000;
/** The first run comes a few minutes after start-up (spread over instances), so that an instance
 *  restarted more often than daily still does the work. */
const FIRST_RUN_MS = 5 * 60_000;
const FIRST_RUN_JITTER_MS = 5 * 60_000;

/**
 * Runs `task` daily in the background (retention of audit events, of finished tile cache jobs) and
 * logs what it removed; returns how to stop it. A failure is logged and tried again a day later.
 * Timers never hold the process.
 */
export function scheduleDaily(what: string, task: () => Promise<number | undefined>, logger: Logger): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const deleted = await task();
      if (deleted !== undefined) logger.info({ deleted }, `${what}: old rows deleted`);
    } catch (err) {
      logger.warn({ err }, `${what} failed; next attempt in a day`);
    }
    if (!stopped) arm(DAY_MS);
  };
  const arm = (ms: number) => {
    timer = setTimeout(() => {
      void run();
    }, ms);
    timer.unref();
  };
  arm(FIRST_RUN_MS + Math.floor(Math.random() * FIRST_RUN_JITTER_MS));
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

/**
 * Runs `fn` on one connection holding the session advisory lock `name`, so that one instance does a
 * daily run while the others skip it (undefined).
 */
export async function underTryLock<T>(
  sql: Sql,
  name: string,
  fn: (conn: SqlExecutor) => Promise<T>,
): Promise<T | undefined> {
  return sql.session(async (conn) => {
    const [{ locked }] = await conn.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
      name,
    ]);
    if (!locked) return undefined;
    try {
      return await fn(conn);
    } finally {
      await conn.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}
