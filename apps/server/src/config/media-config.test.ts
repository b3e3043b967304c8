import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.js';

describe('media proxy configuration', () => {
  it('defaults: 200 MiB per answer, tokens for an hour, no test hosts', () => {
    expect(loadConfig({}).media).toEqual({
      maxBytes: 200 * 1024 * 1024,
      tokenTtlMs: 3_600_000,
      testHosts: [],
    });
  });

  it('reads the cap, the token life and the test hosts', () => {
    const { media } = loadConfig({
      MEDIA_PROXY_MAX_BYTES: '65536',
      MEDIA_TOKEN_TTL_MS: '60000',
      MEDIA_PROXY_TEST_HOSTS: 'instagram=127.0.0.1:4567,suno=[::1]',
    });
    expect(media).toEqual({
      maxBytes: 65_536,
      tokenTtlMs: 60_000,
      testHosts: [
        { platform: 'instagram', hostname: '127.0.0.1', port: 4567 },
        { platform: 'suno', hostname: '[::1]', port: undefined },
      ],
    });
  });

  it('fails naming each bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        MEDIA_PROXY_MAX_BYTES: '0',
        MEDIA_TOKEN_TTL_MS: '10',
        MEDIA_PROXY_TEST_HOSTS: 'vk=127.0.0.1',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('MEDIA_PROXY_MAX_BYTES');
    expect(problems).toContain('MEDIA_TOKEN_TTL_MS');
    expect(problems).toContain(
      'MEDIA_PROXY_TEST_HOSTS: not platform=host[:port] with a media proxy platform: vk=127.0.0.1',
    );
  });
});
