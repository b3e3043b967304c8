import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { parseAllowList } from './allow-list.js';
import { checkTargetUrl, hostOf, portOf, redirectHop } from './target-url.js';

function refusal(run: () => unknown): { code: string; context: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, context: error.context };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the URL rules of an outbound request', () => {
  it.each([
    ['http://2130706433/', 'loopback'],
    ['http://0177.0.0.1/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://127.1/', 'loopback'],
    ['http://0x7f000001/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'ipv4-mapped'],
    ['http://[::ffff:7f00:1]/', 'ipv4-mapped'],
    ['http://[64:ff9b::127.0.0.1]/', 'nat64'],
    ['http://0.0.0.0/', 'this-network'],
    ['http://0/', 'this-network'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['https://10.0.0.1/', 'private'],
    ['http://[fd00::1]/', 'unique-local'],
    ['http://100.64.0.1/', 'shared-address-space'],
  ])('refuses the IP literal %s (%s) before resolving anything', (url, range) => {
    expect(refusal(() => checkTargetUrl(url, []))).toEqual({
      code: 'EGRESS_BLOCKED_ADDRESS',
      context: { range },
    });
  });

  it('refuses other schemes, credentials in the URL, unparsable URLs and the Fetch standard bad ports', () => {
    for (const url of [
      'ftp://example.com/',
      'file:///etc/passwd',
      'gopher://example.com/',
      'data:text/plain,x',
    ]) {
      expect(refusal(() => checkTargetUrl(url, [])).code, url).toBe('EGRESS_BAD_SCHEME');
    }
    for (const url of ['http://user:pw@example.com/', 'http://user@example.com/', 'not a url', 'http://']) {
      expect(refusal(() => checkTargetUrl(url, [])).code, url).toBe('EGRESS_BAD_URL');
    }
    expect(refusal(() => checkTargetUrl('http://example.com:25/', []))).toEqual({
      code: 'EGRESS_BLOCKED_PORT',
      context: { port: 25 },
    });
    expect(refusal(() => checkTargetUrl('https://example.com:6379x/', [])).code).toBe('EGRESS_BAD_URL');
  });

  it('lets public names and addresses through, without the fragment, and admits allow-listed ones', () => {
    const url = checkTargetUrl('https://Example.COM:8443/a?b=1#frag', []);
    expect(url.href).toBe('https://example.com:8443/a?b=1');
    expect([hostOf(url), portOf(url)]).toEqual(['example.com', 8443]);
    expect(portOf(checkTargetUrl('http://8.8.8.8/', []))).toBe(80);
    expect(hostOf(checkTargetUrl('http://[2001:4860::1]/', []))).toBe('2001:4860::1');
    const { entries } = parseAllowList('127.0.0.1:4567');
    expect(checkTargetUrl('http://127.0.0.1:4567/', entries).host).toBe('127.0.0.1:4567');
    expect(refusal(() => checkTargetUrl('http://127.0.0.1:4568/', entries)).code).toBe(
      'EGRESS_BLOCKED_ADDRESS',
    );
  });

  it('checks each redirect hop like a first request and never follows https down to http', () => {
    const from = new URL('https://cdn.example.com/a/b');
    expect(redirectHop(from, '/c', 302, 'GET', []).url.href).toBe('https://cdn.example.com/c');
    expect(refusal(() => redirectHop(from, 'https://127.0.0.1/', 302, 'GET', [])).code).toBe(
      'EGRESS_BLOCKED_ADDRESS',
    );
    expect(refusal(() => redirectHop(from, 'https://2130706433/', 301, 'GET', [])).code).toBe(
      'EGRESS_BLOCKED_ADDRESS',
    );
    expect(refusal(() => redirectHop(from, 'file:///etc/passwd', 302, 'GET', [])).code).toBe(
      'EGRESS_BAD_SCHEME',
    );
    expect(refusal(() => redirectHop(from, 'http://cdn.example.com/', 302, 'GET', []))).toEqual({
      code: 'EGRESS_BAD_SCHEME',
      context: { insecureRedirect: true },
    });
    expect(redirectHop(new URL('http://a.example/'), 'https://b.example/', 302, 'GET', []).url.protocol).toBe(
      'https:',
    );
  });

  it('turns POST into GET on 301/302/303 and keeps method and body on 307/308 (Fetch standard)', () => {
    const from = new URL('https://api.example.com/');
    expect(redirectHop(from, '/x', 303, 'POST', [])).toMatchObject({ method: 'GET', keepBody: false });
    expect(redirectHop(from, '/x', 302, 'POST', [])).toMatchObject({ method: 'GET', keepBody: false });
    expect(redirectHop(from, '/x', 307, 'POST', [])).toMatchObject({ method: 'POST', keepBody: true });
    expect(redirectHop(from, '/x', 308, 'PUT', [])).toMatchObject({ method: 'PUT', keepBody: true });
    expect(redirectHop(from, '/x', 303, 'HEAD', [])).toMatchObject({ method: 'HEAD' });
  });
});
