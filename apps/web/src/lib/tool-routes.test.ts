import { COMPRESSOR_OPTIONS, PLATFORM_IDS, PLATFORM_SUB_TOOLS } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { downloaderPath, parseCompressorOption, parseDownloaderTool, subToolOf } from './tool-routes';

describe('compressor routes', () => {
  it('CC-2.04 every one of the 30 options is a route', () => {
    expect(COMPRESSOR_OPTIONS).toHaveLength(30);
    for (const option of COMPRESSOR_OPTIONS) expect(parseCompressorOption(option)).toBe(option);
  });

  it('CC-2.04 unknown options are not routes', () => {
    expect(parseCompressorOption('2mb')).toBeUndefined();
    expect(parseCompressorOption('')).toBeUndefined();
  });
});

describe('downloader routes', () => {
  it('DL-2.07 each of the 24 platforms has its own route', () => {
    expect(PLATFORM_IDS).toHaveLength(24);
    for (const id of PLATFORM_IDS) expect(parseDownloaderTool(id)).toEqual({ platform: id, slug: '' });
  });

  it('DL-2.08 sub-tool routes resolve to the spec tool types', () => {
    const expected: Record<string, string> = {
      '/downloader/instagram': 'video-downloader',
      '/downloader/instagram/story': 'story-downloader',
      '/downloader/instagram/profile-picture': 'profile-picture-downloader',
      '/downloader/whatsapp': 'dp-downloader',
      '/downloader/whatsapp/link-generator': 'link-generator',
      '/downloader/whatsapp/profile-details': 'profile-details',
      '/downloader/suno/playlist': 'playlist-downloader',
      '/downloader/suno/hook': 'hook-downloader',
      '/downloader/snapchat': 'video',
      '/downloader/snapchat/profile-picture': 'profile-picture',
    };
    for (const [path, toolType] of Object.entries(expected)) {
      const [, , platform = '', slug] = path.split('/');
      const tool = parseDownloaderTool(platform, slug);
      expect(tool && subToolOf(tool)?.toolType, path).toBe(toolType);
    }
  });

  it('DL-1.05 every listed sub-tool route parses and maps back to its path', () => {
    for (const [platform, tools] of Object.entries(PLATFORM_SUB_TOOLS)) {
      for (const { slug } of tools) {
        const tool = parseDownloaderTool(platform, slug === '' ? undefined : slug);
        expect(tool, `${platform}/${slug}`).toEqual({ platform, slug });
        if (tool)
          expect(downloaderPath(tool.platform, tool.slug)).toBe(
            slug ? `/downloader/${platform}/${slug}` : `/downloader/${platform}`,
          );
      }
    }
  });

  it('DL-4.19 the mapped names route to their platform: /downloader/x is /downloader/twitter', () => {
    expect(parseDownloaderTool('x')).toEqual({ platform: 'twitter', slug: '' });
    expect(parseDownloaderTool('ok.ru')).toEqual({ platform: 'okru', slug: '' });
    expect(parseDownloaderTool('9gag')).toEqual({ platform: 'ninegag', slug: '' });
    expect(parseDownloaderTool('Suno AI', 'playlist')).toEqual({ platform: 'suno', slug: 'playlist' });
  });

  it('DL-2.07 unknown platforms and tools a platform lacks are not routes', () => {
    expect(parseDownloaderTool('myspace')).toBeUndefined();
    expect(parseDownloaderTool('youtube', 'story')).toBeUndefined();
    expect(parseDownloaderTool('instagram', 'link-generator')).toBeUndefined();
    expect(parseDownloaderTool('instagram', '')).toBeUndefined();
  });
});
