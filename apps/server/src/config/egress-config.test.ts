import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('egress configuration', () => {
  it('defaults: 10 s connect, 30 s headers and idle, 60 min in all, 4 GiB, 5 redirects, no allow-list', () => {
    expect(loadConfig({}).egress).toEqual({
      connectTimeoutMs: 10_000,
      headersTimeoutMs: 30_000,
      idleTimeoutMs: 30_000,
      totalTimeoutMs: 3_600_000,
      maxBytes: 4 * 1024 ** 3,
      maxRedirects: 5,
      userAgent: 'Mediaforge/0.1',
      allowPrivate: [],
    });
  });

  it('reads the caps, the User-Agent and the test allow-list', () => {
    const { egress } = loadConfig({
      EGRESS_CONNECT_TIMEOUT_MS: '2000',
      EGRESS_HEADERS_TIMEOUT_MS: '3000',
      EGRESS_IDLE_TIMEOUT_MS: '4000',
      EGRESS_TOTAL_TIMEOUT_MS: '60000',
      EGRESS_MAX_BYTES: '1048576',
      EGRESS_MAX_REDIRECTS: '0',
      EGRESS_USER_AGENT: 'Example/1.0',
      EGRESS_ALLOW_PRIVATE: '127.0.0.1:4567,[::1]:4567',
    });
    expect(egress).toMatchObject({
      connectTimeoutMs: 2000,
      headersTimeoutMs: 3000,
      idleTimeoutMs: 4000,
      totalTimeoutMs: 60_000,
      maxBytes: 1_048_576,
      maxRedirects: 0,
      userAgent: 'Example/1.0',
      allowPrivate: [
        { family: 4, bits: 32, port: 4567 },
        { family: 6, bits: 128, port: 4567 },
      ],
    });
  });

  it('fails naming each bad egress variable and the malformed allow-list entries', () => {
    let error: unknown;
    try {
      loadConfig({
        EGRESS_ALLOW_PRIVATE: '127.0.0.1,localhost,10.0.0.0/99',
        EGRESS_MAX_REDIRECTS: '50',
        EGRESS_USER_AGENT: 'bad\nagent',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toContain('EGRESS_ALLOW_PRIVATE: not an address or range');
    expect(problems.join('\n')).toContain('localhost, 10.0.0.0/99');
    expect(problems.join('\n')).toContain('EGRESS_MAX_REDIRECTS');
    expect(problems.join('\n')).toContain('EGRESS_USER_AGENT');
  });
});
