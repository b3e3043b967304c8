import { describe, expect, it } from 'vitest';
import { ytdlpPolicyFor, type YtDlpPolicy } from './allow-list.js';
import {
  analysisArgs,
  downloadArgs,
  formatSelector,
  NO_FFMPEG_LOCATION,
  parseProgressLine,
  PROGRESS_MARK,
} from './ytdlp-args.js';

const PROXY = 'http://lease-1:secret@127.0.0.1:40000';
const policy = (platform: 'youtube' | 'instagram' | 'tiktok'): YtDlpPolicy => {
  const found = ytdlpPolicyFor(platform);
  if (!found) throw new Error(platform);
  return found;
};

/** The value after an option, failing when the option is absent. */
function valueOf(args: readonly string[], option: string): string {
  const at = args.indexOf(option);
  expect(at, option).toBeGreaterThanOrEqual(0);
  return args[at + 1] ?? '';
}

describe('yt-dlp analysis arguments', () => {
  const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const args = analysisArgs({ url, policy: policy('youtube'), allowGeneric: false, proxyUrl: PROXY });

  it('put the link last, after `--`, so a link can never be read as an option', () => {
    expect(args.slice(-2)).toEqual(['--', url]);
    const dashed = analysisArgs({
      url: '--exec=touch x',
      policy: policy('youtube'),
      allowGeneric: false,
      proxyUrl: PROXY,
    });
    expect(dashed.slice(-2)).toEqual(['--', '--exec=touch x']);
  });

  it("run only the platform's extractors, never generic, through the lease's proxy", () => {
    expect(valueOf(args, '--use-extractors')).toBe(
      'youtube,youtube:tab,youtube:clip,YoutubeYtBe,YoutubeLivestreamEmbed',
    );
    expect(valueOf(args, '--use-extractors')).not.toMatch(/generic|default|all/i);
    expect(valueOf(args, '--proxy')).toBe(PROXY);
    expect(valueOf(args, '--ffmpeg-location')).toBe(NO_FFMPEG_LOCATION);
    expect(args).toEqual(
      expect.arrayContaining(['--ignore-config', '--no-cache-dir', '-J', '--ignore-no-formats-error']),
    );
    expect(Number(valueOf(args, '--socket-timeout'))).toBeGreaterThan(0);
    expect(args).not.toContain('--no-warnings');
  });

  it('escape extractor names that hold regex characters', () => {
    const tiktok = analysisArgs({ url, policy: policy('tiktok'), allowGeneric: false, proxyUrl: PROXY });
    expect(valueOf(tiktok, '--use-extractors')).toBe('TikTok,vm\\.tiktok');
  });

  it('keep a carousel whole (up to 20 entries) and a single-video link to its one video', () => {
    const post = analysisArgs({ url, policy: policy('instagram'), allowGeneric: false, proxyUrl: PROXY });
    expect(post).not.toContain('--no-playlist');
    expect(valueOf(post, '--playlist-items')).toBe('1:20');
    expect(args).toContain('--no-playlist');
    expect(valueOf(args, '--playlist-items')).toBe('1:1');
  });

  it('add generic only when asked (a DOWNLOADER_TEST_ORIGINS link)', () => {
    const test = analysisArgs({ url, policy: policy('instagram'), allowGeneric: true, proxyUrl: PROXY });
    expect(valueOf(test, '--use-extractors')).toBe('Instagram,generic');
  });

  it('refuse to run with no extractor at all (yt-dlp would fall back to every one)', () => {
    const none: YtDlpPolicy = { extractors: ['generic'], playlist: 'single', maxItems: 1, images: false };
    expect(() => analysisArgs({ url, policy: none, allowGeneric: false, proxyUrl: PROXY })).toThrow(
      TypeError,
    );
  });
});

describe('yt-dlp download arguments', () => {
  const args = downloadArgs({
    infoFile: 'ytdlp-1.info.json',
    formatId: 'hls-2176',
    output: 'ytdlp-1.mp4',
    maxBytes: 5_000_000,
    fragmented: false,
    proxyUrl: PROXY,
  });

  it('fetch one format of the stored info into a fixed file, through the proxy', () => {
    expect(valueOf(args, '--load-info-json')).toBe('ytdlp-1.info.json');
    expect(valueOf(args, '-f')).toBe('b*[format_id="hls-2176"]');
    expect(valueOf(args, '-o')).toBe('ytdlp-1.mp4');
    expect(valueOf(args, '--proxy')).toBe(PROXY);
    expect(valueOf(args, '--max-filesize')).toBe('5000000');
  });

  it("leave a fragmented format's cap to us (yt-dlp would hold each fragment to it)", () => {
    const fragmented = downloadArgs({
      infoFile: 'i.json',
      formatId: '0',
      output: 'o.mp4',
      maxBytes: 5_000_000,
      fragmented: true,
      proxyUrl: PROXY,
    });
    expect(fragmented).not.toContain('--max-filesize');
  });

  it('leave no program but yt-dlp itself to fetch or process anything', () => {
    expect(valueOf(args, '--downloader')).toBe('native');
    expect(valueOf(args, '--ffmpeg-location')).toBe(NO_FFMPEG_LOCATION);
    expect(valueOf(args, '--fixup')).toBe('never');
    expect(args).not.toContain('--exec');
    expect(args).not.toContain('--external-downloader');
    expect(args).toEqual(
      expect.arrayContaining([
        '--abort-on-unavailable-fragments',
        '--no-part',
        '--newline',
        '--ignore-config',
      ]),
    );
    expect(valueOf(args, '--progress-template')).toMatch(new RegExp(`^download:${PROGRESS_MARK} `));
  });

  it('refuse template fields in the output name', () => {
    expect(() =>
      downloadArgs({
        infoFile: 'i.json',
        formatId: '18',
        output: '%(title)s.mp4',
        maxBytes: 1,
        fragmented: false,
        proxyUrl: PROXY,
      }),
    ).toThrow(TypeError);
  });

  it('select a format id exactly, however it is spelled', () => {
    // Unquoted, current releases would compare 137 as a number and find nothing.
    expect(formatSelector('137')).toBe('b*[format_id="137"]');
    // Bare, `mp4` would mean "best MP4" and `ba` "best audio".
    expect(formatSelector('mp4')).toBe('b*[format_id="mp4"]');
    expect(formatSelector('video=1000000')).toBe('b*[format_id="video=1000000"]');
    for (const bad of ['137+140', '18/22', 'a,b', 'x]y', 'a b', "it's"])
      expect(formatSelector(bad), bad).toBeUndefined();
  });
});

describe('yt-dlp progress lines', () => {
  it('read bytes and the fraction from the total, the estimate or the fragments', () => {
    expect(parseProgressLine(`${PROGRESS_MARK} 500 1000 NA NA NA`)).toEqual({ fraction: 0.5, bytes: 500 });
    expect(parseProgressLine(`${PROGRESS_MARK} 815 NA 4075.0 0 5`)).toEqual({ fraction: 0.2, bytes: 815 });
    expect(parseProgressLine(`${PROGRESS_MARK} 815 NA NA 2 5`)).toEqual({ fraction: 0.4, bytes: 815 });
    expect(parseProgressLine(`${PROGRESS_MARK} 815 NA NA NA NA`)).toEqual({ fraction: null, bytes: 815 });
    expect(parseProgressLine(`${PROGRESS_MARK} 2000 1000 NA NA NA`)?.fraction).toBe(1);
  });

  it("ignore yt-dlp's other lines", () => {
    expect(parseProgressLine('[download] Destination: media.mp4')).toBeUndefined();
    expect(parseProgressLine(`${PROGRESS_MARK} NA NA NA NA NA`)).toBeUndefined();
    expect(parseProgressLine(`${PROGRESS_MARK} 1 2`)).toBeUndefined();
  });
});
