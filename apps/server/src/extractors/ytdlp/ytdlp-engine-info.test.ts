import { describe, expect, it } from 'vitest';
import { compactEngineInfo, infoForPart, isFragmentedFormat } from './ytdlp-engine-info.js';

const video = (id: string) => ({
  id,
  formats: [{ format_id: '0', url: `https://cdn.example.com/${id}.mpd`, fragments: [{ path: 'a.m4s' }] }],
  thumbnails: [{ url: 'https://cdn.example.com/t.jpg' }],
  automatic_captions: { fr: [{ url: 'https://example.com/cap' }] },
  http_headers: { Referer: 'https://example.com/' },
});

describe("the analysis's stored yt-dlp info", () => {
  it('keeps what a download reads and drops captions, thumbnails and selections, entries included', () => {
    const text = JSON.stringify({
      _type: 'playlist',
      id: 'p',
      entries: [video('a'), null],
      requested_downloads: [{}],
    });
    const kept = JSON.parse(compactEngineInfo(text)) as { entries: Record<string, unknown>[] };
    expect(kept).toEqual({
      _type: 'playlist',
      id: 'p',
      entries: [
        {
          id: 'a',
          formats: [{ format_id: '0', url: 'https://cdn.example.com/a.mpd', fragments: [{ path: 'a.m4s' }] }],
          http_headers: { Referer: 'https://example.com/' },
        },
        null,
      ],
    });
    expect(compactEngineInfo('not json')).toBe('not json');
  });

  it('hands yt-dlp one entry of a playlist alone, and the whole info otherwise', () => {
    const text = JSON.stringify({ _type: 'playlist', entries: [video('a'), video('b')] });
    expect(JSON.parse(infoForPart(text, 1))).toMatchObject({ id: 'b' });
    const single = JSON.stringify(video('a'));
    expect(infoForPart(single, undefined)).toBe(single);
    // A playlist needs its entry: loaded whole, yt-dlp would fetch the format from every entry.
    expect(() => infoForPart(text, undefined)).toThrow(
      expect.objectContaining({ code: 'QUALITY_NOT_FOUND' }) as Error,
    );
    for (const bad of [2, -1, 0.5]) {
      expect(() => infoForPart(text, bad), String(bad)).toThrow(
        expect.objectContaining({ code: 'QUALITY_NOT_FOUND' }) as Error,
      );
    }
    expect(() => infoForPart(JSON.stringify(video('a')), 0)).toThrow(
      expect.objectContaining({ code: 'QUALITY_NOT_FOUND' }) as Error,
    );
  });

  it('tells fragmented formats (HLS, DASH segments) from single files', () => {
    const info = JSON.stringify({
      formats: [
        { format_id: '18', protocol: 'https', url: 'https://cdn.example.com/a.mp4' },
        { format_id: 'hls-832', protocol: 'm3u8_native', url: 'https://cdn.example.com/a.m3u8' },
        { format_id: '0', protocol: 'http_dash_segments', fragments: [{ path: 'a.m4s' }] },
      ],
    });
    expect(isFragmentedFormat(info, '18')).toBe(false);
    expect(isFragmentedFormat(info, 'hls-832')).toBe(true);
    expect(isFragmentedFormat(info, '0')).toBe(true);
    expect(isFragmentedFormat(info, 'missing')).toBe(true);
    // One single file written at the top of the info.
    expect(
      isFragmentedFormat(JSON.stringify({ format_id: '0', protocol: 'http', url: 'http://x/a.mp4' }), '0'),
    ).toBe(false);
  });
});
