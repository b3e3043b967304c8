import { ACCOUNT_PATHS } from '@mediaforge/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  limitsKey,
  loadVisitorLimits,
  maxFileSize,
  maxFilesPerUpload,
  parseLimits,
  resetVisitorLimits,
  visitorLimits,
} from './visitor-limits';

const FREE = { tier: 'FREE', maxFileSize: 52_428_800, maxFilesPerUpload: 3, dailyCredits: 10 };

describe('the visitor’s limits object from the server (CC §3 "Limits", CC-6.09)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetVisitorLimits();
  });

  it('CC-3.42 reads maxFileSize, maxFilesPerUpload and dailyCredits; refuses anything else', () => {
    expect(parseLimits(FREE)).toEqual(FREE);
    expect(parseLimits({ ...FREE, tier: 'PAID', dailyCredits: null })).toMatchObject({ dailyCredits: null });
    expect(parseLimits({ ...FREE, tier: 'ADMIN' })).toBeUndefined();
    expect(parseLimits({ ...FREE, maxFilesPerUpload: '3' })).toBeUndefined();
    expect(parseLimits(null)).toBeUndefined();
  });

  it('CC-6.09 the server’s files-per-upload and size limit replace the defaults once they arrive', async () => {
    expect(maxFilesPerUpload()).toBe(5);
    expect(maxFileSize()).toBeUndefined();
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, data: FREE }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await loadVisitorLimits('user:u1:FREE');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(ACCOUNT_PATHS.limits);
    expect(visitorLimits()).toEqual(FREE);
    expect([maxFilesPerUpload(), maxFileSize()]).toEqual([3, 52_428_800]);
    // Asked once per visitor; signing out asks again.
    await loadVisitorLimits('user:u1:FREE');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadVisitorLimits('anonymous');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keys the limits by who is signed in', () => {
    expect(limitsKey({ status: 'unknown' })).toBe('anonymous');
    expect(limitsKey({ status: 'signedOut' })).toBe('anonymous');
    expect(
      limitsKey({ status: 'signedIn', user: { id: 'u1', name: '', email: 'a@b.c', tier: 'PAID' } }),
    ).toBe('user:u1:PAID');
  });
});
