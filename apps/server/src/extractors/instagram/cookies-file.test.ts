import { describe, expect, it } from 'vitest';
import { instagramCookies } from './cookies-file.js';

const NOW = 1_700_000_000;
const line = (domain: string, expiry: number, name: string, value: string) =>
  [domain, 'TRUE', '/', 'TRUE', String(expiry), name, value].join('\t');

describe('the operator cookies file (Netscape cookies.txt)', () => {
  it("keeps Instagram's valid cookies, curl's #HttpOnly_ lines included, as one Cookie header", () => {
    const jar = instagramCookies(
      [
        '# Netscape HTTP Cookie File',
        line('.instagram.com', NOW + 10, 'csrftoken', 'abc'),
        `#HttpOnly_${line('.instagram.com', NOW + 10, 'sessionid', '42%3Axyz')}`,
        line('i.instagram.com', 0, 'ig_did', 'D1'),
      ].join('\r\n'),
      NOW,
    );
    expect(jar).toEqual({
      header: 'csrftoken=abc; sessionid=42%3Axyz; ig_did=D1',
      hasSession: true,
      count: 3,
    });
  });

  it("drops expired cookies, other sites' cookies, look-alike domains and unsafe values", () => {
    const jar = instagramCookies(
      [
        line('.instagram.com', NOW - 1, 'sessionid', 'old'),
        line('.example.com', NOW + 10, 'sessionid', 'theirs'),
        line('.notinstagram.com', NOW + 10, 'sessionid', 'fake'),
        line('.instagram.com', NOW + 10, 'mid', 'has;semicolon'),
        line('.instagram.com', NOW + 10, 'bad name', 'x'),
        'not a cookie line',
      ].join('\n'),
      NOW,
    );
    expect(jar).toEqual({ header: undefined, hasSession: false, count: 0 });
  });

  it('without sessionid the jar is kept but is no login', () => {
    expect(instagramCookies(line('.instagram.com', NOW + 10, 'csrftoken', 'abc'), NOW)).toMatchObject({
      header: 'csrftoken=abc',
      hasSession: false,
    });
  });
});
