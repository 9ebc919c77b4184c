import type { Logger } from '../../base/logger';
import { scheduleDaily } from '../daily';
import type { AuditService } from './audit.service';

/** Runs retention daily in the background; returns how to stop it. */
export function scheduleRetention(service: AuditService, logger: Logger): () => void {
  return scheduleDaily('audit retention', () => service.runScheduledRetention(), logger);
}
