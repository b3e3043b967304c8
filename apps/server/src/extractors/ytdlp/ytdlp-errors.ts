/**
 * A failed yt-dlp run → one stable error (DESIGN.md §3.6). yt-dlp reports failures as `ERROR:` lines
 * (an uncaught one as a traceback) whose words come from the platform or from yt-dlp; the rules below
 * are tried in order on those lines, so "Private video. Sign in if you've been granted access" is
 * private content, not a missing login. The stderr tail goes into `detail`, which is logged only.
 *
 * Refusals of our egress proxy (D82) keep their egress code: the proxy records them per lease, and
 * that record wins; without it, a refused CONNECT shows as `Tunnel connection failed: 403`, which is
 * EGRESS_BLOCKED_ADDRESS (403, "The link points to a private or reserved network address"): the
 * proxy answers 403 only for blocked addresses and ports (D105).
 */
import { DOWNLOADER_MESSAGES, EGRESS_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import { ExtractorError, type ExtractorErrorCode } from '../extractor.js';

export type YtDlpPhase = 'analysis' | 'download';

export interface YtDlpFailure {
  readonly exitCode: number | null;
  readonly stderr: string;
  readonly timedOut?: boolean;
  readonly phase: YtDlpPhase;
  /** What the egress proxy refused for this run's lease, first first. */
  readonly refusals?: readonly AppError[];
}

/** Proxy refusals that are decisions about the destination, not network trouble. */
const REFUSAL_CODES = new Set<string>([
  ERROR_CODES.EGRESS_BLOCKED_ADDRESS,
  ERROR_CODES.EGRESS_BLOCKED_PORT,
  ERROR_CODES.EGRESS_BAD_URL,
  ERROR_CODES.EGRESS_BAD_SCHEME,
]);

const TAIL_CHARS = 2000;

type Outcome = ExtractorErrorCode | 'BLOCKED' | 'UNREACHABLE' | 'EXPIRED' | 'TOO_LARGE' | 'NO_FORMAT';

/** [pattern, outcome, phase it applies to (both when absent)], tried in order. */
const RULES: readonly (readonly [RegExp, Outcome, YtDlpPhase?])[] = [
  [/Tunnel connection failed: 403/i, 'BLOCKED'],
  [/Tunnel connection failed: 407/i, 'EXTRACTOR_UNAVAILABLE'],
  [/Tunnel connection failed: 504|timed out|TimeoutError/i, 'EXTRACTOR_TIMEOUT'],
  [
    /Tunnel connection failed: 5\d\d|Name or service not known|Temporary failure in name resolution|Connection refused|Network is unreachable|No route to host/i,
    'UNREACHABLE',
  ],
  [
    /ModuleNotFoundError|ImportError|SyntaxError|no such option|error: (?:unrecognized|invalid)/i,
    'EXTRACTOR_UNAVAILABLE',
  ],
  [/larger than max-filesize/i, 'TOO_LARGE', 'download'],
  [/Requested format is not available/i, 'NO_FORMAT', 'download'],
  [
    /HTTP Error 40[34]|HTTP Error 410|fragment \d+ not found|unable to download video data/i,
    'EXPIRED',
    'download',
  ],
  [
    /private video|video is private|is private|members[- ]only|only available to (?:members|subscribers)/i,
    'CONTENT_UNAVAILABLE',
  ],
  [
    /sign in to|log ?in to|login required|requires? (?:a )?login|registered users|--cookies|account credentials|not a bot|HTTP Error 429|Too Many Requests/i,
    'EXTRACTOR_NEEDS_LOGIN',
  ],
  [
    /unavailable|not available|removed|deleted|does not exist|not found|HTTP Error 40[34]|HTTP Error 410|Unsupported URL|No suitable extractor|no video|No video formats found|no media|DRM protected|geo.?restrict|your country|your location|live event will begin|Premieres in/i,
    'CONTENT_UNAVAILABLE',
  ],
  [
    /Unable to extract|Unexpected|JSON|KeyError|TypeError|IndexError|Cannot parse|Traceback/i,
    'EXTRACTOR_CHANGED',
  ],
];

/** The lines that state the failure: `ERROR:` lines and a traceback's last line; else everything. */
function errorLines(stderr: string): string {
  const lines = stderr.split(/\r?\n/);
  const stated = lines.filter((l) => /^ERROR:/.test(l) || /^[\w.]+(?:Error|Exception): /.test(l));
  return stated.length > 0 ? stated.join('\n') : stderr;
}

function outcomeOf(failure: YtDlpFailure): Outcome {
  if (failure.timedOut) return 'EXTRACTOR_TIMEOUT';
  const text = errorLines(failure.stderr);
  for (const [pattern, outcome, phase] of RULES) {
    if ((phase === undefined || phase === failure.phase) && pattern.test(text)) return outcome;
  }
  return 'EXTRACTOR_CHANGED';
}

/** The first refusal of the proxy that was a decision about the destination (not network trouble). */
export function blockingRefusal(refusals: readonly AppError[] | undefined): AppError | undefined {
  return refusals?.find((r) => REFUSAL_CODES.has(r.code));
}

export function ytdlpFailure(failure: YtDlpFailure): AppError {
  const refusal = blockingRefusal(failure.refusals);
  if (refusal) return refusal;
  const detail = `yt-dlp exit ${failure.exitCode ?? 'signal'}: ${failure.stderr.slice(-TAIL_CHARS)}`;
  const outcome = outcomeOf(failure);
  switch (outcome) {
    case 'BLOCKED':
      return new AppError(ERROR_CODES.EGRESS_BLOCKED_ADDRESS, EGRESS_MESSAGES.EGRESS_BLOCKED_ADDRESS, {});
    case 'UNREACHABLE':
      return new AppError(ERROR_CODES.EGRESS_UNREACHABLE, EGRESS_MESSAGES.EGRESS_UNREACHABLE, {});
    case 'EXPIRED':
      return new AppError(ERROR_CODES.ANALYSIS_EXPIRED, DOWNLOADER_MESSAGES.analysisExpired, {});
    case 'TOO_LARGE':
      return new AppError(ERROR_CODES.FILE_TOO_LARGE, DOWNLOADER_MESSAGES.tooLarge, {});
    case 'NO_FORMAT':
      return new AppError(ERROR_CODES.QUALITY_NOT_FOUND, DOWNLOADER_MESSAGES.qualityNotFound, {});
    default:
      return new ExtractorError(outcome, detail);
  }
}

/**
 * Whether a run that succeeded without media said that a login would have helped: yt-dlp only warns
 * when `--ignore-no-formats-error` keeps an item whose formats need an account.
 */
export function mentionsLogin(stderr: string): boolean {
  const warnings = stderr.split(/\r?\n/).filter((l) => /^(WARNING|ERROR):/.test(l));
  const login = RULES.find(([, outcome]) => outcome === 'EXTRACTOR_NEEDS_LOGIN')?.[0];
  return login !== undefined && warnings.some((w) => login.test(w));
}
