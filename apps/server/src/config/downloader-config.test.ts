import { describe, expect, it } from 'vitest';
import { parseTestOrigin, testOriginPlatform } from './downloader-config.js';
import { ConfigError, loadConfig } from './env.js';

describe('downloader configuration', () => {
  it('defaults: yt-dlp on PATH, 60 s per analysis, no test origins', () => {
    expect(loadConfig({}).downloader).toEqual({
      ytdlpPath: 'yt-dlp',
      ytdlpTimeoutMs: 60_000,
      testOrigins: [],
      analysisTtlMs: 3 * 60 * 60 * 1000,
      maxBytes: 4 * 1024 ** 3,
      maxDurationSeconds: 4 * 60 * 60,
    });
  });

  it('reads the binary, the analysis cap and the test origins', () => {
    const { downloader } = loadConfig({
      YTDLP_PATH: '/opt/yt-dlp/yt-dlp_linux',
      YTDLP_TIMEOUT_MS: '90000',
      DOWNLOADER_TEST_ORIGINS: 'vimeo=http://127.0.0.1:4567, Instagram=https://127.0.0.1:4568/',
      DOWNLOADER_ANALYSIS_TTL_MS: '600000',
      DOWNLOAD_MAX_BYTES: '1000000',
      DOWNLOAD_MAX_DURATION_SECONDS: '60',
    });
    expect(downloader).toEqual({
      ytdlpPath: '/opt/yt-dlp/yt-dlp_linux',
      ytdlpTimeoutMs: 90_000,
      analysisTtlMs: 600_000,
      maxBytes: 1_000_000,
      maxDurationSeconds: 60,
      testOrigins: [
        { platform: 'vimeo', origin: 'http://127.0.0.1:4567' },
        { platform: 'instagram', origin: 'https://127.0.0.1:4568' },
      ],
    });
  });

  it('fails fast on malformed entries, naming them', () => {
    let error: unknown;
    try {
      loadConfig({
        DOWNLOADER_TEST_ORIGINS: 'vimeo=http://127.0.0.1:1/path,myspace=http://127.0.0.1:2',
        YTDLP_TIMEOUT_MS: '5',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('DOWNLOADER_TEST_ORIGINS');
    expect(problems).toContain('myspace=http://127.0.0.1:2');
    expect(problems).toContain('YTDLP_TIMEOUT_MS');
  });

  it('takes an origin only: no path, query, credentials or other scheme', () => {
    expect(parseTestOrigin('vimeo=http://127.0.0.1:4567')).toEqual({
      platform: 'vimeo',
      origin: 'http://127.0.0.1:4567',
    });
    for (const bad of [
      'vimeo',
      '=http://127.0.0.1:1',
      'vimeo=http://127.0.0.1:1/x',
      'vimeo=http://127.0.0.1:1/?a=1',
      'vimeo=http://u:p@127.0.0.1:1',
      'vimeo=ftp://127.0.0.1:1',
      'nope=http://127.0.0.1:1',
    ]) {
      expect(parseTestOrigin(bad), bad).toBeUndefined();
    }
  });

  it('answers the platform of a link at exactly a test origin', () => {
    const origins = [{ platform: 'vimeo', origin: 'http://127.0.0.1:4567' }] as const;
    expect(testOriginPlatform('http://127.0.0.1:4567/page.html', origins)).toBe('vimeo');
    expect(testOriginPlatform(new URL('http://127.0.0.1:4567/a/b?c'), origins)).toBe('vimeo');
    expect(testOriginPlatform('http://127.0.0.1:4568/page.html', origins)).toBeUndefined();
    expect(testOriginPlatform('https://127.0.0.1:4567/page.html', origins)).toBeUndefined();
    expect(testOriginPlatform('http://127.0.0.1:4567/page.html', [])).toBeUndefined();
    expect(testOriginPlatform('not a url', origins)).toBeUndefined();
  });

  it('hands child processes PATH, HOME, the locale and certificates, never the server secrets', () => {
    const { childEnv } = loadConfig({
      PATH: '/usr/bin:/bin',
      HOME: '/var/lib/mediaforge',
      LANG: 'C.UTF-8',
      AUTH_SECRET: 'a'.repeat(40),
      UPLOAD_TOKEN_SECRET: 'u'.repeat(40),
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      HTTPS_PROXY: 'http://corp-proxy:3128',
      NO_PROXY: '*',
    });
    expect(childEnv).toEqual({ PATH: '/usr/bin:/bin', HOME: '/var/lib/mediaforge', LANG: 'C.UTF-8' });
  });
});
