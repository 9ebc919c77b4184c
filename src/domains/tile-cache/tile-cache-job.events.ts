import { Coalescer, type LiveEvents } from '../../cache/events';
import type { JobChanged } from './tile-cache-job.lifecycle';

/** At most this often per job and instance does a job's progress go out as an event. */
export const JOB_EVENT_MS = 250;

/**
 * Announces job changes as live events (docs/live.md, "Events across instances"): a worker's
 * checkpoints are coalesced to one event per JOB_EVENT_MS per job (the last one always goes out),
 * while creation and status changes go at once. An event names the job and its workspace only;
 * subscribers read the rest from the database.
 */
export function jobAnnouncer(events: LiveEvents): JobChanged {
  const workspaces = new Map<string, string>();
  const coalescer = new Coalescer(JOB_EVENT_MS, (job) => {
    const workspace = workspaces.get(job);
    workspaces.delete(job);
    if (workspace) void events.publish({ kind: 'job', job, workspace });
  });
  return (job, workspace, now) => {
    workspaces.set(job, workspace);
    coalescer.touch(job, now);
  };
}
