import pino from 'pino';

export type Logger = pino.Logger;

/**
 * Structured JSON logs. Credentials never reach a log line: headers and cookies that carry them are
 * redacted wherever they appear.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
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
  return destination ? pino(options, destination) : pino(options);
}
