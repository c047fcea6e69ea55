import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '#server/config.ts';

/** Structured logs; credentials and tokens never reach them. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino({
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token', '*.newCode', '*.code', '*.currentCode'],
      censor: '[redacted]',
    },
  }, destination);
}
