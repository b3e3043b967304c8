import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultJobConcurrency, loadConfig } from './env.js';

describe('loadConfig', () => {
  it('uses the embedded defaults: port 8080, ./data, SQLite under it', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('localhost');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databasePath).toBe(path.join(path.resolve('./data'), 'mediaforge.db'));
    expect(c.disabledPlatforms).toEqual([]);
    expect(c.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('PORT, HOST and DATA_DIR override the port, bind address and data directory', () => {
    const c = loadConfig({ PORT: '9090', HOST: '0.0.0.0', DATA_DIR: '/tmp/mf' });
    expect(c).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir: '/tmp/mf',
      databasePath: '/tmp/mf/mediaforge.db',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOG_LEVEL: '' })).toMatchObject({ port: 8080, logLevel: 'info' });
  });

  it('fails fast listing every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        NODE_ENV: 'staging',
        DOWNLOADER_DISABLED_PLATFORMS: 'youtube,myspace',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'LOG_LEVEL', 'NODE_ENV', 'DOWNLOADER_DISABLED_PLATFORMS']) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('parses the disabled platform list case-insensitively', () => {
    expect(loadConfig({ DOWNLOADER_DISABLED_PLATFORMS: ' VK, febspot ,' }).disabledPlatforms).toEqual([
      'vk',
      'febspot',
    ]);
  });

  it('upload settings: tool paths, probe timeout, TTLs and sweep interval default to the documented values', () => {
    expect(loadConfig({})).toMatchObject({
      ffprobePath: 'ffprobe',
      ffmpegPath: 'ffmpeg',
      probeTimeoutMs: 30_000,
      fileTtlMs: 86_400_000,
      uploadSessionTtlMs: 86_400_000,
      sweepIntervalMs: 600_000,
      uploadTokenSecret: undefined,
      anonymousMaxFileSize: 524_288_000,
    });
  });

  it('upload settings can be overridden and are validated', () => {
    const secret = 's'.repeat(32);
    expect(
      loadConfig({
        FFPROBE_PATH: '/opt/ff/ffprobe',
        FFMPEG_PATH: '/opt/ff/ffmpeg',
        PROBE_TIMEOUT_MS: '5000',
        FILE_TTL_MS: '3600000',
        UPLOAD_SESSION_TTL_MS: '7200000',
        SWEEP_INTERVAL_MS: '60000',
        UPLOAD_TOKEN_SECRET: secret,
        ANONYMOUS_MAX_FILE_SIZE: '1048576',
      }),
    ).toMatchObject({
      ffprobePath: '/opt/ff/ffprobe',
      ffmpegPath: '/opt/ff/ffmpeg',
      probeTimeoutMs: 5000,
      fileTtlMs: 3_600_000,
      uploadSessionTtlMs: 7_200_000,
      sweepIntervalMs: 60_000,
      uploadTokenSecret: secret,
      anonymousMaxFileSize: 1_048_576,
    });
    let error: unknown;
    try {
      loadConfig({ UPLOAD_TOKEN_SECRET: 'short', PROBE_TIMEOUT_MS: '0', ANONYMOUS_MAX_FILE_SIZE: '-1' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['UPLOAD_TOKEN_SECRET', 'PROBE_TIMEOUT_MS', 'ANONYMOUS_MAX_FILE_SIZE']) {
      expect(problems).toContain(name);
    }
  });

  it('job settings: concurrency defaults to half the cores (at least one), timeout 2 h, result TTL 24 h', () => {
    expect(defaultJobConcurrency(1)).toBe(1);
    expect(defaultJobConcurrency(2)).toBe(1);
    expect(defaultJobConcurrency(8)).toBe(4);
    expect(loadConfig({})).toMatchObject({
      jobConcurrency: defaultJobConcurrency(),
      jobTimeoutMs: 7_200_000,
      resultTtlMs: 86_400_000,
      soxPath: 'sox',
      encodeSpeed: undefined,
    });
    expect(
      loadConfig({
        JOB_CONCURRENCY: '3',
        JOB_TIMEOUT_MS: '60000',
        RESULT_TTL_MS: '3600000',
        SOX_PATH: '/opt/sox',
        ENCODE_SPEED: 'veryfast',
      }),
    ).toMatchObject({
      jobConcurrency: 3,
      jobTimeoutMs: 60_000,
      resultTtlMs: 3_600_000,
      soxPath: '/opt/sox',
      encodeSpeed: 'veryfast',
    });
    expect(() => loadConfig({ ENCODE_SPEED: 'warp' })).toThrow(/ENCODE_SPEED/);
    expect(() => loadConfig({ JOB_CONCURRENCY: '0' })).toThrow(/JOB_CONCURRENCY/);
    expect(() => loadConfig({ JOB_TIMEOUT_MS: 'soon' })).toThrow(/JOB_TIMEOUT_MS/);
  });

  it('HTTP limits (D68): defaults, overrides, and a request limit never below the head limit', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 30_000,
      requestTimeoutMs: 1_800_000,
      idleTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
    });
    expect(
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' }).http,
    ).toMatchObject({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 5000,
    });
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
  });
});
