import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readInstagramLogin } from './instagram-cookies.repository.js';

const dir = mkdtempSync(path.join(tmpdir(), 'instagram-cookies-'));
const NOW_MS = 1_700_000_000_000;
const cookie = (name: string, value: string) =>
  ['.instagram.com', 'TRUE', '/', 'TRUE', '1800000000', name, value].join('\t');

function logger() {
  const lines: { level: string; message: string; detail: unknown }[] = [];
  const at = (level: string) => (detail: unknown, message?: string) =>
    void lines.push({ level, message: message ?? String(detail), detail });
  return { log: { info: at('info'), warn: at('warn') }, lines };
}

describe('reading the operator cookies file at start', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers the Cookie header of a file with a session, and never logs the cookies', () => {
    const file = path.join(dir, 'good.txt');
    writeFileSync(file, [cookie('sessionid', 's3cret'), cookie('csrftoken', 't0ken')].join('\n'));
    const { log, lines } = logger();
    expect(readInstagramLogin(file, NOW_MS, log)).toEqual({ cookie: 'sessionid=s3cret; csrftoken=t0ken' });
    expect(JSON.stringify(lines)).not.toMatch(/s3cret|t0ken/);
  });

  it('a file without a session is no login (and says so); no file named is no login', () => {
    const file = path.join(dir, 'no-session.txt');
    writeFileSync(file, cookie('csrftoken', 't0ken'));
    const { log, lines } = logger();
    expect(readInstagramLogin(file, NOW_MS, log)).toBeUndefined();
    expect(lines.some((l) => l.level === 'warn' && l.message.includes('no valid Instagram sessionid'))).toBe(
      true,
    );
    expect(readInstagramLogin(undefined, NOW_MS, logger().log)).toBeUndefined();
  });

  it('a file that cannot be read stops the start with its name', () => {
    expect(() => readInstagramLogin(path.join(dir, 'missing.txt'), NOW_MS, logger().log)).toThrow(
      /INSTAGRAM_COOKIES_FILE cannot be read .*missing\.txt/,
    );
  });
});
