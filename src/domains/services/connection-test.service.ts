import { performance } from 'node:perf_hooks';
import type { Config } from '../../base/config';
import { parseInput } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import {
  type ConnectionInfo,
  assertPasswordResent,
  isPostgis,
  mergeConnectionInfo,
  parseConnectionInfo,
} from './connection-info';
import { type ConnectionTest, ServiceConnectionInput } from './connection-test.types';
import { probeFile } from './file-probe';
import { probePostgis } from './postgis-probe';
import type { ProbeResult } from './probe-result';
import type { SavedService, ServiceService } from './service.service';
import { ServiceType, type FileServiceType } from './service.types';

const existingSchema = schemaOf(ServiceConnectionInput);
// A new connection has no saved type to fall back on.
const newSchema = schemaOf(ServiceConnectionInput, { required: ['type'] });

/**
 * Connection tests (docs/rules.md §10 operations 13 and 14; docs/rules.md §6 ConnectionTest): a real
 * connection, or a real open of the file, within MAPGATE_CONNECTION_TEST_TIMEOUT_MS. Nothing is saved.
 * Input that breaks the rules (a host a workspace admin may not reach, a path outside the allowed
 * roots, an invalid field) is refused before anything is contacted; once the test runs, the answer
 * is a ConnectionTest, whatever happened.
 */
export class ConnectionTestService {
  constructor(
    private readonly services: ServiceService,
    private readonly config: Config,
  ) {}

  /** A saved service, with the sent fields overriding the saved ones for this test only. */
  async testExisting(workspaceId: string, ref: string, input: unknown, superAdmin: boolean): Promise<ConnectionTest> {
    const data = parseInput(existingSchema, input);
    const current = await this.services.find(workspaceId, ref);
    const t = data.type ?? current.type;
    return this.run(t, mergeConnectionInfo(current, t, data.connectionInfo), superAdmin, current, data.connectionInfo);
  }

  /** A connection that is not saved (yet). */
  async testNew(input: unknown, superAdmin: boolean): Promise<ConnectionTest> {
    const data = parseInput(newSchema, input);
    return this.run(data.type, parseConnectionInfo(data.type, data.connectionInfo ?? {}), superAdmin);
  }

  private async run(
    t: ServiceType,
    i: ConnectionInfo,
    superAdmin: boolean,
    current?: SavedService,
    sent?: Record<string, unknown> | null,
  ): Promise<ConnectionTest> {
    const realPath = await this.services.checkConnection(t, i, superAdmin, current);
    if (current) assertPasswordResent(current, i, sent);
    const ms = this.config.MAPGATE_CONNECTION_TEST_TIMEOUT_MS;
    const started = performance.now();
    // Closed and filtered ports look alike to callers who are not super admins (see docs/security.md).
    const late = !superAdmin && isPostgis(t, i) ? `${i.host}:${i.port} is unreachable` : `no answer within ${ms} ms`;
    const result = await withTimeout(ms, late, (signal, deadline) =>
      isPostgis(t, i)
        ? probePostgis(i, deadline, signal, superAdmin)
        : probeFile(t as FileServiceType, realPath!, this.config.MAPGATE_ALLOWED_PATHS, signal),
    );
    return { ...result, durationMs: Math.round(performance.now() - started) };
  }
}

/**
 * Runs a probe with a hard deadline: at the deadline the answer is ok=false at once, and the probe is
 * told (through the signal) to drop its connection or stop reading.
 */
async function withTimeout(
  ms: number,
  late: string,
  probe: (signal: AbortSignal, deadline: number) => Promise<ProbeResult>,
): Promise<ProbeResult> {
  const ac = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<ProbeResult>((resolve) => {
    timer = setTimeout(() => {
      ac.abort();
      resolve({ ok: false, message: late });
    }, ms);
  });
  const running = probe(ac.signal, Date.now() + ms);
  running.catch(() => undefined); // once timed out, a late failure has nobody to report to
  try {
    return await Promise.race([running, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
