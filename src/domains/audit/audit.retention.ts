import type { Logger } from '../../logger';
import type { AuditService } from './audit.service';

const DAY_MS = 86_400_000;
/** The first run comes a few minutes after start-up (spread over instances), so that an instance
 *  restarted more often than daily still trims the table. */
const FIRST_RUN_MS = 5 * 60_000;
const FIRST_RUN_JITTER_MS = 5 * 60_000;

/** Runs retention daily in the background; returns how to stop it. Timers never hold the process. */
export function scheduleRetention(service: AuditService, logger: Logger): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const deleted = await service.runScheduledRetention();
      if (deleted !== undefined) logger.info({ deleted }, 'audit retention: old events deleted');
    } catch (err) {
      logger.warn({ err }, 'audit retention failed; next attempt in a day');
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
