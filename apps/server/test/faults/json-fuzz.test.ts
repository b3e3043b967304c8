import { ACCOUNT_PATHS, CAPTCHA_TOKEN_HEADER } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_CAPTCHA, solveCaptcha } from '../accounts/account-kit.js';
import { ownerHeaders } from '../helpers/upload-client.js';
import { startAppWithFile, type FileApp } from './file-app.js';

const SESSION = 'anon_json-fuzz-owner';
/** Bounded: this many requests, within this much time (the test fails past either). */
const REQUESTS = 360;
const TIME_BUDGET_MS = 25_000;

/** mulberry32: a fixed seed, so a failure replays exactly (the seed and request are in the message). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Field names the endpoints read, plus prototype keys: fuzzed values land where code looks. */
const KEYS = [
  'settings',
  'format',
  'batchTaskId',
  'fileName',
  'fileSize',
  'mimeType',
  'fileHash',
  'email',
  'password',
  'name',
  'rememberMe',
  'callbackURL',
  'priceId',
  'captchaToken',
  'output_format',
  'processing_mode',
  'compression_settings',
  'compressor_option',
  'compression_method',
  'target_size_mb',
  'video_codec',
  'video_crf',
  'resize_video',
  'custom_width',
  'trim_start',
  'trim_end',
  'enable_trim',
  'enable_crop',
  'crop_width',
  'add_subtitle',
  'subtitle_file',
  'audio_bitrate',
  'fade_in_audio',
  'gif_width',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
];
const STRINGS = [
  '',
  ' ',
  'mp4',
  'MP4',
  'keep_original',
  'compression',
  'auto',
  'custom',
  '00:00:01.000',
  '99:99:99.999',
  '-1',
  '1e309',
  'NaN',
  'true',
  '\u0000',
  '\r\n',
  '../../etc/passwd',
  'a'.repeat(5000),
  '\u{1F600}',
  '\ud800',
  '%00',
  '<script>',
  'a@b.c',
  'x'.repeat(64),
  'upload',
  'copy',
  '1920x1080',
  '128k',
  'discord',
];
const NUMBERS = [0, -0, 1, -1, 0.5, 1e308, -1e308, 5e-324, 2 ** 53 + 1, 123456789, 4294967296];

function value(rnd: () => number, depth: number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const r = rnd();
  if (depth > 0 && r < 0.22) {
    const object: Record<string, unknown> = {};
    for (let i = Math.floor(rnd() * 6); i > 0; i -= 1) object[pick(KEYS)] = value(rnd, depth - 1);
    return object;
  }
  if (depth > 0 && r < 0.3) return Array.from({ length: Math.floor(rnd() * 4) }, () => value(rnd, depth - 1));
  if (r < 0.6) return pick(STRINGS);
  if (r < 0.85) return pick(NUMBERS);
  return r < 0.93 ? rnd() < 0.5 : null;
}

/** A body: mostly a JSON object of known keys, sometimes another JSON value or text that is not JSON. */
function body(rnd: () => number): string {
  const r = rnd();
  if (r < 0.08) {
    const text = JSON.stringify(value(rnd, 4)) ?? '';
    return text.slice(0, Math.floor(rnd() * text.length));
  }
  if (r < 0.16) return JSON.stringify(value(rnd, 3)) ?? 'null';
  const object: Record<string, unknown> = {};
  for (let i = 1 + Math.floor(rnd() * 6); i > 0; i -= 1) {
    object[KEYS[Math.floor(rnd() * KEYS.length)] ?? 'x'] = value(rnd, 4);
  }
  return JSON.stringify(object);
}

describe('a bounded fuzz of the public JSON endpoints never gets a 5xx', () => {
  let app: FileApp;
  beforeAll(async () => {
    app = await startAppWithFile(SESSION, {
      ...FAST_CAPTCHA,
      ANONYMOUS_DAILY_CREDITS: '1000',
      ANONYMOUS_SESSIONS_PER_HOUR: '1000',
    });
  });
  afterAll(() => app.close());

  it(`${REQUESTS} fuzzed calls answer 2xx-4xx, each a JSON error body when refused`, async () => {
    const { t, fileId } = app;
    const seed = 20261123;
    const rnd = random(seed);
    const endpoints = [
      '/api/files/chunk/init',
      `/api/files/${fileId}/convert/mp4`,
      `/api/files/${fileId}/convert/keep_original`,
      `/api/files/${fileId}/convert/gif`,
      `/api/files/${fileId}/convert/mp3`,
      ACCOUNT_PATHS.anonymousSession,
      ACCOUNT_PATHS.signIn,
      ACCOUNT_PATHS.signUp,
      '/api/payments/checkout',
      '/api/jobs/x/cancel',
    ];
    const started = Date.now();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < REQUESTS; i += 1) {
      const path = endpoints[Math.floor(rnd() * endpoints.length)] ?? '/';
      const payload = body(rnd);
      const headers: Record<string, string> = {
        ...ownerHeaders(SESSION),
        'content-type': 'application/json',
      };
      // Every fourth sign-in/up carries a solved captcha, so fuzzed bodies reach better-auth itself.
      if (path.startsWith('/api/auth/') && i % 4 === 0)
        headers[CAPTCHA_TOKEN_HEADER] = await solveCaptcha(t.baseUrl);
      const res = await fetch(`${t.baseUrl}${path}`, { method: 'POST', headers, body: payload });
      const text = await res.text();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500)
        failures.push(`#${i} seed ${seed} ${res.status} ${path} ${payload.slice(0, 300)}`);
      if (res.status >= 400 && !path.startsWith('/api/auth/')) {
        expect(JSON.parse(text), `#${i} ${path}`).toHaveProperty('code');
      }
      expect(Date.now() - started, 'time budget').toBeLessThan(TIME_BUDGET_MS);
    }
    expect(failures).toEqual([]);
    // The fuzz reached past the gates: some calls succeeded, and refusals came in several kinds.
    expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(4);
  }, 60_000);
});
