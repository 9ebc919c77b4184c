import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { createApp, type MapgateApp } from './app';
import type { Config } from './base/config';
import { openDatabase, type Database } from './db/client';
import { applyMigrations } from './db/migrate';
import { capConnections, serverTimeouts } from './http/connection-limits';
import { consoleBuilt } from './http/console';
import { CLOSE_WAIT_MS } from './graphql/subscriptions';
import { exchangeClasses } from './http/exchange';
import { ensureFirstKey, firstCredentialHint, firstKeyMessage } from './domains/auth';
import type { Logger } from './base/logger';

/** A listening mapgate; `shutdown()` drains it and releases everything it opened. */
export interface RunningServer {
  server: http.Server;
  mapgate: MapgateApp;
  db: Database;
  /** Base URL clients use, e.g. http://127.0.0.1:4000. */
  url: string;
  shutdown(): Promise<void>;
  /** The step of the shutdown under way (for the log line when it does not finish). */
  shutdownStep(): string;
}

function baseUrl(config: Config, server: http.Server): string {
  const { port } = server.address() as AddressInfo;
  const scheme = config.MAPGATE_TLS_CERT_FILE ? 'https' : 'http';
  const host = config.MAPGATE_HOST === '0.0.0.0' || config.MAPGATE_HOST === '::' ? 'localhost' : config.MAPGATE_HOST;
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Opens the database, migrates it, and listens (TLS when a certificate is configured). */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const db = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.MAPGATE_DB_POOL_SIZE,
    preparedStatements: config.MAPGATE_DB_PREPARED_STATEMENTS,
  });
  let mapgate: MapgateApp | undefined;
  try {
    await applyMigrations(db.sql, { log: (msg) => logger.info(msg) });
    mapgate = await createApp(config, db, logger);
    const app = mapgate.app;
    const server =
      config.MAPGATE_TLS_CERT_FILE && config.MAPGATE_TLS_KEY_FILE
        ? https.createServer(
            {
              ...exchangeClasses,
              ...serverTimeouts(config),
              cert: fs.readFileSync(config.MAPGATE_TLS_CERT_FILE),
              key: fs.readFileSync(config.MAPGATE_TLS_KEY_FILE),
            },
            app,
          )
        : http.createServer({ ...exchangeClasses, ...serverTimeouts(config) }, app);
    capConnections(server, config);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.MAPGATE_PORT, config.MAPGATE_HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const running = mapgate;
    const websocket = mapgate.attachWebSocket(server);
    let stopping: Promise<void> | undefined;
    let step = 'not started';
    const shutdown = () =>
      (stopping ??= (async () => {
        running.drain.start();
        step = 'closing the WebSocket connections';
        // Open subscriptions are closed (1001) at once: they never end by themselves.
        await websocket.close();
        step = 'draining requests';
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        const idle = await running.drain.waitIdle(config.MAPGATE_SHUTDOWN_TIMEOUT_MS);
        if (!idle)
          logger.warn({ inFlight: running.drain.inFlight() }, 'shutdown timeout: closing requests still in flight');
        step = 'closing the HTTP connections';
        // Keep-alive connections would otherwise hold server.close() open until the client hangs up.
        server.closeAllConnections();
        await closed;
        step = 'stopping the app (workers, buses, caches)';
        await running.stop();
        step = 'closing the database';
        await db.close();
        step = 'done';
      })());
    return { server, mapgate, db, url: baseUrl(config, server), shutdown, shutdownStep: () => step };
  } catch (err) {
    await mapgate?.stop().catch(() => {});
    await db.close().catch(() => {});
    throw err;
  }
}

/** The least time a shutdown gets after its drain before the process exits 1 regardless. */
const SHUTDOWN_RELEASE_MIN_MS = 2_000;
/** The longest delay a timer takes (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** `mapgate serve`: runs until SIGTERM or SIGINT, then drains and exits 0 (a second signal exits at once). */
export async function serve(config: Config, logger: Logger): Promise<void> {
  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];
  // Apollo is built with stopOnTerminationSignals: false (src/app.ts), so these handlers own shutdown.
  const s = await startServer(config, logger);
  process.stdout.write(
    [
      `mapgate listening on ${s.url}`,
      `  GraphQL IDE:  ${s.url}/graphql`,
      `  REST API:     ${s.url}/api/v1`,
      `  OpenAPI:      ${s.url}/api/v1/openapi.json`,
      `  API docs:     ${s.url}/api/v1/docs/`,
      `  console:      ${s.url}/console${consoleBuilt() ? '' : ' (not built: run `npm run build`)'}`,
      `  database:     ${s.db.describe}`,
      '',
    ].join('\n'),
  );
  const onSignal = (signal: NodeJS.Signals) => {
    if (s.mapgate.drain.draining) process.exit(1);
    logger.info({ signal }, 'shutting down: draining requests');
    // Closing the WebSockets (CLOSE_WAIT_MS at most) and the drain, then what follows (closing
    // connections, stopping the app, the database) gets as long again as the drain, at least
    // SHUTDOWN_RELEASE_MIN_MS: a step that hangs (a database that stopped answering) does not keep the
    // process from exiting, and the log says which step it was. Not unref'd: it ends the process whatever
    // else is (or is no longer) pending.
    const drain = config.MAPGATE_SHUTDOWN_TIMEOUT_MS;
    const ceiling = Math.min(CLOSE_WAIT_MS + drain + Math.max(drain, SHUTDOWN_RELEASE_MIN_MS), MAX_TIMER_MS);
    setTimeout(() => {
      logger.error({ step: s.shutdownStep(), ms: ceiling }, 'shutdown did not finish in time: exiting');
      process.exit(1);
    }, ceiling);
    s.shutdown().then(
      () => {
        logger.info('shutdown complete');
        process.exit(0);
      },
      (err) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const sig of signals) process.on(sig, onSignal);
  try {
    const hint = config.firstKeyFile
      ? firstKeyMessage(await ensureFirstKey(s.db.prisma, config.firstKeyFile))
      : await firstCredentialHint(s.db);
    if (hint) process.stdout.write(`\n${hint}\n`);
  } catch (err) {
    logger.error({ err }, 'could not check for or write the first credential');
  }
}
