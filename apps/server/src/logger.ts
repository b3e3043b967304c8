import { pino, type Logger } from 'pino';
import type { Config } from './config/env.js';

/** The process logger; requests and jobs take child loggers with fixed context (DESIGN.md §3.7). */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    // The anonymous session id is what owns a visitor's uploads (decisions D18): as secret as a cookie.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-anonymous-session-id"]'],
      remove: true,
    },
  });
}
