import { describe, expect, it } from 'vitest';
import { readData } from '../../../lib/api-client';
import { enabledPlatformIds, platformsAnswer } from './get-platforms';

const parsePlatformsResponse = (body: unknown) => readData(200, JSON.stringify(body), platformsAnswer);

describe('GET /api/downloader/platforms', () => {
  it('DL-2.05 reads data.platforms and keeps only enabled platforms', () => {
    const body = {
      success: true,
      data: {
        platforms: [
          { name: 'youtube', enabled: true },
          { name: 'tiktok', enabled: false },
          { name: 'instagram', enabled: true },
        ],
      },
    };
    expect([...enabledPlatformIds(parsePlatformsResponse(body))]).toEqual(['youtube', 'instagram']);
  });

  it('DL-2.05 maps backend names back to route ids', () => {
    const names = ['x', 'ok.ru', '9gag', 'suno ai', 'Suno AI'];
    const ids = enabledPlatformIds(names.map((name) => ({ name, enabled: true })));
    expect([...ids].sort()).toEqual(['ninegag', 'okru', 'suno', 'twitter']);
  });

  it('DL-2.05 ignores unknown names and malformed entries', () => {
    const body = {
      success: true,
      data: { platforms: [{ name: 'myspace', enabled: true }, { name: 'vk' }, 'vimeo'] },
    };
    expect(parsePlatformsResponse(body)).toEqual([{ name: 'myspace', enabled: true }]);
    expect(enabledPlatformIds(parsePlatformsResponse(body)).size).toBe(0);
  });

  it('DL-2.05 rejects a response that is not the platform list', () => {
    expect(() => parsePlatformsResponse({ success: false, error: { code: 'X' } })).toThrow();
    expect(() => parsePlatformsResponse({ success: true, data: {} })).toThrow();
    expect(() => parsePlatformsResponse(null)).toThrow();
  });
});
