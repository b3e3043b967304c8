/**
 * Reads the operator's Instagram cookies file once, at start (D131). A file that cannot be read stops
 * the start (the operator named it, so running without it would hide the mistake); a file without
 * Instagram's login cookie is logged and treated as no login. The cookies are never logged.
 */
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { OperatorCredentials } from '../../egress/request-headers.js';
import { instagramCookies } from './cookies-file.js';

export function readInstagramLogin(
  file: string | undefined,
  nowMs: number,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): OperatorCredentials | undefined {
  if (file === undefined) {
    log.info(
      'INSTAGRAM_COOKIES_FILE is not set: stories, highlights, live and private accounts need a login',
    );
    return undefined;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`INSTAGRAM_COOKIES_FILE cannot be read (${file}): ${(error as Error).message}`);
  }
  const jar = instagramCookies(text, Math.floor(nowMs / 1000));
  if (!jar.header || !jar.hasSession) {
    log.warn(
      { file, cookies: jar.count },
      'INSTAGRAM_COOKIES_FILE holds no valid Instagram sessionid cookie: running without a login',
    );
    return undefined;
  }
  log.info({ file, cookies: jar.count }, 'Instagram tools use the operator login of INSTAGRAM_COOKIES_FILE');
  return { cookie: jar.header };
}
