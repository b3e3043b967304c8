/**
 * yt-dlp's command lines as data (DESIGN.md §3.3): the runner only runs them. Every option here exists
 * in Debian's 2023.03.04 and in current releases, so operators may point YTDLP_PATH at either (D104).
 */
import { extractorPattern, isForbiddenExtractorName, type YtDlpPolicy } from './allow-list.js';

/**
 * yt-dlp never runs ffmpeg or ffprobe (D103): pointed at a path that cannot exist (nothing can lie
 * under /dev/null), it continues "without ffmpeg" and does not look on PATH either. Merging, fixups and
 * conversions are ours, with our hardened ffmpeg.
 */
export const NO_FFMPEG_LOCATION = '/dev/null/ffmpeg';

/** Seconds of silence on one connection before yt-dlp gives up on it. */
export const SOCKET_TIMEOUT_S = 20;
/** Retries of one request and of one fragment: enough for a hiccup, not for a dead host. */
const RETRIES = '3';

/** Options shared by every run: no user or system configuration, no cache, no ffmpeg, our proxy. */
function common(proxyUrl: string): string[] {
  return [
    '--ignore-config',
    '--no-cache-dir',
    '--ffmpeg-location',
    NO_FFMPEG_LOCATION,
    '--proxy',
    proxyUrl,
    '--socket-timeout',
    String(SOCKET_TIMEOUT_S),
    '--retries',
    RETRIES,
  ];
}

export interface AnalysisArgs {
  readonly url: string;
  readonly policy: YtDlpPolicy;
  /** The policy's extractors, plus `generic` only for a DOWNLOADER_TEST_ORIGINS link (D101). */
  readonly allowGeneric: boolean;
  readonly proxyUrl: string;
}

/**
 * `-J`: the whole info (every format, playlists resolved) as one JSON document on stdout. Warnings stay
 * on: a login hint may only be a warning (see `--ignore-no-formats-error`), and stderr is mapped to
 * errors. `--ignore-no-formats-error` keeps an entry without media formats (a photo in a carousel)
 * instead of failing the whole post.
 */
export function analysisArgs(request: AnalysisArgs): string[] {
  const names = request.policy.extractors.filter((n) => !isForbiddenExtractorName(n));
  const extractors = [...names.map(extractorPattern), ...(request.allowGeneric ? ['generic'] : [])];
  if (extractors.length === 0) throw new TypeError('no extractor to run');
  const playlist =
    request.policy.playlist === 'single'
      ? ['--no-playlist', '--playlist-items', '1:1']
      : ['--yes-playlist', '--playlist-items', `1:${request.policy.maxItems}`];
  return [
    ...common(request.proxyUrl),
    '--use-extractors',
    extractors.join(','),
    ...playlist,
    '--ignore-no-formats-error',
    '-J',
    '--',
    request.url,
  ];
}

/** Marks our progress lines among yt-dlp's other output. */
export const PROGRESS_MARK = 'mf-progress';
const PROGRESS_TEMPLATE =
  `download:${PROGRESS_MARK} %(progress.downloaded_bytes)s %(progress.total_bytes)s ` +
  '%(progress.total_bytes_estimate)s %(progress.fragment_index)s %(progress.fragment_count)s';

/**
 * `-f` for exactly one format id. A bare id is yt-dlp's selector language, where `mp4`, `best` or
 * `ba` mean other things and `/+,()[]` are operators, so the id goes into a filter: `b*` (any format
 * with a track) narrowed to that `format_id`. Always quoted: current releases read an unquoted numeric
 * value (`137`) as a number, which no format id equals.
 */
export function formatSelector(formatId: string): string | undefined {
  return /^[A-Za-z0-9_.:=@-]+$/.test(formatId) ? `b*[format_id="${formatId}"]` : undefined;
}

export interface DownloadArgs {
  /** The info JSON, relative to the working directory (the job's directory). */
  readonly infoFile: string;
  /** yt-dlp's own format id (one format: no merge). */
  readonly formatId: string;
  /** The output file, relative to the working directory; no template fields. */
  readonly output: string;
  readonly maxBytes: number;
  /**
   * Whether the format comes in fragments (HLS, DASH segments). yt-dlp holds each fragment to
   * `--max-filesize` as if it were the file and reports one over it as "fragment not found", so for
   * those the cap is ours alone (the repository counts the bytes from the progress lines).
   */
  readonly fragmented: boolean;
  readonly proxyUrl: string;
}

/**
 * One format of a stored info JSON into one file. Only yt-dlp's own downloaders (`--downloader native`:
 * no aria2c, curl, wget or ffmpeg fetches anything); fragments that fail abort the download instead of
 * being skipped (yt-dlp's default would write a file with holes and exit 0); no `.part` file, no
 * modification time from the server, no fixups; one progress line per update on stdout.
 */
export function downloadArgs(request: DownloadArgs): string[] {
  if (request.output.includes('%') || request.infoFile.startsWith('-')) {
    throw new TypeError('output names are fixed names without template fields');
  }
  const selector = formatSelector(request.formatId);
  if (selector === undefined) throw new TypeError(`format id ${request.formatId} cannot be selected`);
  return [
    ...common(request.proxyUrl),
    '--load-info-json',
    request.infoFile,
    '-f',
    selector,
    '-o',
    request.output,
    '--downloader',
    'native',
    '--abort-on-unavailable-fragments',
    '--fragment-retries',
    RETRIES,
    ...(request.fragmented ? [] : ['--max-filesize', String(request.maxBytes)]),
    '--no-part',
    '--no-mtime',
    '--fixup',
    'never',
    '--newline',
    '--progress-template',
    PROGRESS_TEMPLATE,
  ];
}

export const VERSION_ARGS: readonly string[] = ['--ignore-config', '--version'];

export interface DownloadProgress {
  /** 0..1 when anything tells how far it is, else null. */
  readonly fraction: number | null;
  readonly bytes: number;
}

const count = (text: string | undefined): number | undefined => {
  const value = Number(text);
  return text !== undefined && text !== 'NA' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** One line of our progress template, or undefined for any other line. */
export function parseProgressLine(line: string): DownloadProgress | undefined {
  const fields = line.trim().split(/\s+/);
  if (fields[0] !== PROGRESS_MARK || fields.length !== 6) return undefined;
  const [, done, total, estimate, index, fragments] = fields.map(count);
  if (done === undefined) return undefined;
  const whole = total ?? estimate;
  let fraction: number | null = null;
  if (whole !== undefined && whole > 0) fraction = done / whole;
  else if (index !== undefined && fragments !== undefined && fragments > 0) fraction = index / fragments;
  return { fraction: fraction === null ? null : Math.min(1, fraction), bytes: done };
}
