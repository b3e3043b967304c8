import { DEFAULT_TIER_LIMITS } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';
import { createDownloadTokens } from './download-token.js';
import { MAX_FILE_NAME_LENGTH, sanitizeFileName } from './file-name.js';
import { createKeyedMutex } from './keyed-mutex.js';
import { createLimitsService } from './limits.service.js';
import { anonymousOwner, ownerKey } from './owner.js';
import {
  expectedChunkSize,
  isChunkNumberInRange,
  missingChunks,
  progressOf,
} from './uploads/upload-session-rules.js';

const owner = { kind: 'anonymous', sessionId: 'anon_0123456789abcdef' } as const;

describe('chunk session rules (CC §3, §4, §7; decisions D17)', () => {
  const session = { fileSize: 12, chunkSize: 5, totalChunks: 3 };

  it('every chunk is chunkSize bytes except the last', () => {
    expect([0, 1, 2].map((n) => expectedChunkSize(session, n))).toEqual([5, 5, 2]);
    expect(expectedChunkSize({ fileSize: 10, chunkSize: 5, totalChunks: 2 }, 1)).toBe(5);
  });

  it('chunk numbers are 0-based and within totalChunks', () => {
    expect([0, 1, 2].every((n) => isChunkNumberInRange(n, 3))).toBe(true);
    for (const n of [-1, 3, 1.5, Number.NaN]) expect(isChunkNumberInRange(n, 3)).toBe(false);
  });

  it('progress, nextChunk and isComplete from the stored chunks', () => {
    expect(missingChunks(3, [0])).toEqual([1, 2]);
    expect(progressOf(3, [])).toEqual({ progress: 0, nextChunk: 0, isComplete: false });
    expect(progressOf(3, [0, 2])).toEqual({ progress: 66, nextChunk: 1, isComplete: false });
    expect(progressOf(3, [2, 0, 1])).toEqual({ progress: 100, nextChunk: null, isComplete: true });
    // Rounded down: 199 of 200 chunks is not yet 100 %.
    expect(
      progressOf(
        200,
        Array.from({ length: 199 }, (_, i) => i),
      ).progress,
    ).toBe(99);
  });
});

describe('owner and limits (CC §6; decisions D18)', () => {
  it('the owner comes from a well-formed anonymous session id only', () => {
    expect(anonymousOwner('anon_0123456789abcdef')).toEqual(owner);
    for (const bad of [undefined, '', 'anon_1', 'user_12345678', ['anon_0123456789abcdef']]) {
      expect(anonymousOwner(bad)).toBeUndefined();
    }
    expect(ownerKey(owner)).toBe('anonymous:anon_0123456789abcdef');
  });

  it('CC-6.09 one limits source: ANONYMOUS limits for every caller, file size configurable', () => {
    const { maxFileSize, maxFilesPerUpload } = DEFAULT_TIER_LIMITS.ANONYMOUS;
    expect(createLimitsService().limitsFor(owner)).toEqual({ maxFileSize, maxFilesPerUpload });
    expect(createLimitsService({ anonymousMaxFileSize: 1024 }).limitsFor(owner).maxFileSize).toBe(1024);
  });
});

describe('stored names and download headers (DESIGN.md §5)', () => {
  it('keeps only a sanitised base name', () => {
    expect(sanitizeFileName('C:\\Users\\me\\Videos\\clip.mp4')).toBe('clip.mp4');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('a\u0000b\u001b[31m\u202egnp.mp4')).toBe('ab[31mgnp.mp4');
    expect(sanitizeFileName('  ..hidden.mov. ')).toBe('hidden.mov');
    expect(sanitizeFileName('/')).toBe('file');
    const long = sanitizeFileName(`${'é'.repeat(300)}.webm`);
    expect([...long]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('.webm')).toBe(true);
  });

  it('content-disposition is an attachment with an ASCII fallback and an RFC 5987 filename*', () => {
    expect(attachmentDisposition('clip.mp4')).toBe(
      `attachment; filename="clip.mp4"; filename*=UTF-8''clip.mp4`,
    );
    expect(attachmentDisposition('ویدیو "1" (a)*.mp4')).toBe(
      `attachment; filename="_____ _1_ (a)*.mp4"; filename*=UTF-8''%D9%88%DB%8C%D8%AF%DB%8C%D9%88%20%221%22%20%28a%29%2A.mp4`,
    );
  });
});

describe('download tokens (decisions D21)', () => {
  const tokens = createDownloadTokens('x'.repeat(32));
  const expires = Date.UTC(2030, 0, 1);

  it('a download token opens its own file until it expires', () => {
    const token = tokens.sign('file1', expires);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify('file1', token, expires - 1000)).toBe(true);
    expect(tokens.verify('file1', token, expires)).toBe(false);
    expect(tokens.verify('file2', token, expires - 1000)).toBe(false);
  });

  it('a tampered expiry or signature, another secret, or garbage is refused', () => {
    const token = tokens.sign('file1', expires);
    const [expiry = '', mac = ''] = token.split('.');
    expect(tokens.verify('file1', `${Number(expiry) + 3600}.${mac}`, expires)).toBe(false);
    expect(tokens.verify('file1', `${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, 0)).toBe(
      false,
    );
    expect(createDownloadTokens('y'.repeat(32)).verify('file1', token, 0)).toBe(false);
    for (const bad of ['', 'abc', `${expiry}.`, `.${mac}`, `${expiry}.${mac}.x`]) {
      expect(tokens.verify('file1', bad, 0)).toBe(false);
    }
  });
});

describe('keyed mutex', () => {
  it('runs tasks of one key one at a time in order, other keys in parallel', async () => {
    const mutex = createKeyedMutex();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`${name}:start`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`${name}:end`);
      if (name === 'a1') throw new Error('a1 failed');
      return name;
    };
    const results = await Promise.allSettled([
      mutex.run('a', task('a1', 20)),
      mutex.run('a', task('a2', 1)),
      mutex.run('b', task('b1', 5)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('a2:start')).toBeGreaterThan(log.indexOf('a1:end'));
    expect(log.indexOf('b1:start')).toBeLessThan(log.indexOf('a1:end'));
  });
});
