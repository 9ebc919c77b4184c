import pino from 'pino';

export type Logger = pino.Logger;

/** MAPGATE_LOG_FORMAT: `auto` is human-readable lines on a terminal and JSON otherwise. */
export type LogFormat = 'auto' | 'json' | 'pretty';

/**
 * Structured JSON logs, or pino-pretty's readable lines (docs/reliability.md, "Logs"): `format` decides,
 * `auto` by whether stdout is a terminal. Credentials never reach a log line: headers and cookies that carry them are
 * redacted wherever they appear.
 */
export function createLogger(level: string, destination?: pino.DestinationStream, format: LogFormat = 'json'): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'mapgate' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers["x-api-key"]',
        'headers.cookie',
        '*.password',
        '*.token',
        '*.key',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  };
  // `destination` lets tests capture the very lines production would write.
  if (destination) return pino(options, destination);
  if (format === 'pretty' || (format === 'auto' && process.stdout.isTTY)) {
    // Loaded only here: JSON logs do not pay for it. Same process and stream: no worker thread.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty = require('pino-pretty') as typeof import('pino-pretty');
    return pino(
      options,
      pretty({
        colorize: Boolean(process.stdout.isTTY),
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,service',
        singleLine: true,
        sync: true,
      }),
    );
  }
  return pino(options);
}
