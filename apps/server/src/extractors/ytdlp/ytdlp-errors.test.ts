import { ERROR_STATUS } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { egressError } from '../../egress/egress-error.js';
import { ExtractorError } from '../extractor.js';
import { mentionsLogin, ytdlpFailure, type YtDlpPhase } from './ytdlp-errors.js';

const REPORT =
  '; please report this issue on  https://github.com/yt-dlp/yt-dlp/issues?q= , filling out the appropriate issue template. Confirm you are on the latest version using  yt-dlp -U';

/** [stderr as yt-dlp writes it, expected code, phase]. */
const CASES: readonly (readonly [string, string, YtDlpPhase?])[] = [
  ['ERROR: [youtube] dQw4w9WgXcQ: Video unavailable', 'CONTENT_UNAVAILABLE'],
  [
    'ERROR: [youtube] dQw4w9WgXcQ: Video unavailable. This video has been removed by the uploader',
    'CONTENT_UNAVAILABLE',
  ],
  [
    "ERROR: [youtube] dQw4w9WgXcQ: Private video. Sign in if you've been granted access to this video",
    'CONTENT_UNAVAILABLE',
  ],
  ['ERROR: [TikTok] 7106658991907802411: This video is private', 'CONTENT_UNAVAILABLE'],
  [
    'ERROR: [youtube] dQw4w9WgXcQ: Join this channel to get access to members-only content like this video, and other exclusive perks.',
    'CONTENT_UNAVAILABLE',
  ],
  [
    'ERROR: [youtube] dQw4w9WgXcQ: The uploader has not made this video available in your country',
    'CONTENT_UNAVAILABLE',
  ],
  ['ERROR: [youtube] dQw4w9WgXcQ: This live event will begin in 3 hours.', 'CONTENT_UNAVAILABLE'],
  ['ERROR: [youtube] dQw4w9WgXcQ: This video is DRM protected', 'CONTENT_UNAVAILABLE'],
  ['ERROR: Unsupported URL: https://www.youtube.com/feed/trending', 'CONTENT_UNAVAILABLE'],
  [
    'ERROR: No suitable extractor found for URL https://www.facebook.com/share/v/abcdEF/',
    'CONTENT_UNAVAILABLE',
  ],
  ['ERROR: [twitter] 1646000000000000001: No video could be found in this tweet', 'CONTENT_UNAVAILABLE'],
  [
    `ERROR: [vimeo] 123: Unable to download webpage: HTTP Error 404: Not Found (caused by <HTTPError 404: 'Not Found'>)${REPORT}`,
    'CONTENT_UNAVAILABLE',
  ],
  [
    'ERROR: [youtube] dQw4w9WgXcQ: Sign in to confirm your age. This video may be inappropriate for some users.',
    'EXTRACTOR_NEEDS_LOGIN',
  ],
  [
    'ERROR: [youtube] dQw4w9WgXcQ: Sign in to confirm you’re not a bot. Use --cookies-from-browser or --cookies for the authentication.',
    'EXTRACTOR_NEEDS_LOGIN',
  ],
  [
    'ERROR: [Instagram] CxYzAbCdEf: Requested content is not available, rate-limit reached or login required. Use --cookies, --cookies-from-browser, --username and --password, --netrc-cmd, or --netrc (instagram) to provide account credentials',
    'EXTRACTOR_NEEDS_LOGIN',
  ],
  [
    `ERROR: [youtube] dQw4w9WgXcQ: Unable to download API page: HTTP Error 429: Too Many Requests (caused by <HTTPError 429: 'Too Many Requests'>)${REPORT}`,
    'EXTRACTOR_NEEDS_LOGIN',
  ],
  [
    "ERROR: [generic] None: Unable to download webpage: <urlopen error Tunnel connection failed: 403 Forbidden> (caused by URLError(OSError('Tunnel connection failed: 403 Forbidden')))",
    'EGRESS_BLOCKED_ADDRESS',
  ],
  [
    "ERROR: [vimeo] 123: Unable to download webpage: <urlopen error Tunnel connection failed: 502 Bad Gateway> (caused by URLError(OSError('Tunnel connection failed: 502 Bad Gateway')))",
    'EGRESS_UNREACHABLE',
  ],
  [
    'ERROR: [vimeo] 123: Unable to download webpage: <urlopen error Tunnel connection failed: 407 Proxy Authentication Required>',
    'EXTRACTOR_UNAVAILABLE',
  ],
  [
    `ERROR: [generic] None: Unable to download webpage: timed out (caused by TimeoutError('timed out'))${REPORT}`,
    'EXTRACTOR_TIMEOUT',
  ],
  [`ERROR: [youtube] dQw4w9WgXcQ: Unable to extract initial player response${REPORT}`, 'EXTRACTOR_CHANGED'],
  ['ERROR: [TikTok] 7106658991907802411: Unexpected response from TikTok API', 'EXTRACTOR_CHANGED'],
  [`ERROR: [facebook] 1234567890: Cannot parse data${REPORT}`, 'EXTRACTOR_CHANGED'],
  [
    'Usage: yt-dlp [OPTIONS] URL [URL...]\n\nyt-dlp: error: no such option: --abort-on-unavailable-fragments',
    'EXTRACTOR_UNAVAILABLE',
  ],
  ['ERROR: unable to download video data: HTTP Error 403: Forbidden', 'ANALYSIS_EXPIRED', 'download'],
  [
    '[download] Destination: ytdlp-1.mp4\nERROR: fragment 2 not found, unable to continue',
    'ANALYSIS_EXPIRED',
    'download',
  ],
  [
    'Traceback (most recent call last):\n  File "/usr/bin/yt-dlp", line 8, in <module>\nyt_dlp.utils.ExtractorError: [generic] manifest: Requested format is not available. Use --list-formats for a list of available formats',
    'QUALITY_NOT_FOUND',
    'download',
  ],
];

describe('yt-dlp failures', () => {
  for (const [stderr, code, phase = 'analysis'] of CASES) {
    it(`${stderr.split('\n').at(-1) ?? ''} → ${code}`, () => {
      const error = ytdlpFailure({ exitCode: 1, stderr, phase });
      expect(error.code).toBe(code);
      expect(error.statusCode).toBe(ERROR_STATUS[error.code]);
    });
  }

  it('keeps the stderr tail for the log only, never in the message or the context', () => {
    const error = ytdlpFailure({
      exitCode: 1,
      stderr: 'ERROR: something nobody has seen before',
      phase: 'analysis',
    });
    expect(error).toBeInstanceOf(ExtractorError);
    expect(error.code).toBe('EXTRACTOR_CHANGED');
    expect((error as ExtractorError).detail).toContain('something nobody has seen before');
    expect(error.message).not.toContain('nobody');
    expect(JSON.stringify(error.context ?? {})).not.toContain('nobody');
  });

  it('answers a run cut at its time limit as a timeout, whatever yt-dlp had written', () => {
    expect(
      ytdlpFailure({ exitCode: null, stderr: 'ERROR: Video unavailable', timedOut: true, phase: 'analysis' })
        .code,
    ).toBe('EXTRACTOR_TIMEOUT');
  });

  it("reports the proxy's own refusal of the lease over yt-dlp's words for it", () => {
    const refusal = egressError({ code: 'EGRESS_BLOCKED_ADDRESS', range: 'loopback' });
    const error = ytdlpFailure({
      exitCode: 1,
      stderr:
        "ERROR: [generic] None: Unable to download webpage: HTTP Error 403: Forbidden (caused by <HTTPError 403: 'Forbidden'>)",
      phase: 'analysis',
      refusals: [egressError({ code: 'EGRESS_UNREACHABLE', reason: 'refused' }), refusal],
    });
    expect(error).toBe(refusal);
    // Network trouble recorded by the proxy is not a refusal: yt-dlp's words decide.
    expect(
      ytdlpFailure({
        exitCode: 1,
        stderr: 'ERROR: Video unavailable',
        phase: 'analysis',
        refusals: [egressError({ code: 'EGRESS_UNREACHABLE', reason: 'refused' })],
      }).code,
    ).toBe('CONTENT_UNAVAILABLE');
  });

  it('spots a login hint among the warnings of a run that found no media', () => {
    expect(
      mentionsLogin(
        'WARNING: [youtube] dQw4w9WgXcQ: Sign in to confirm your age. This video may be inappropriate for some users.',
      ),
    ).toBe(true);
    expect(
      mentionsLogin(
        'WARNING: [generic] Falling back on generic information extractor\nWARNING: No video formats found!',
      ),
    ).toBe(false);
  });
});
