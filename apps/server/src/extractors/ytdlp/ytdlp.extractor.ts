/**
 * The yt-dlp family (platform-tools.ts): yt-dlp with the platform's own extractors (D100), through the
 * egress proxy (D82), its info JSON read into an `Extraction` (D102). Its `ytdlp` parts are fetched
 * later by `fetchPart`, from the info kept as `engineInfo`, so a download does not extract again.
 */
import { testOriginPlatform, type TestOrigin } from '../../config/downloader-config.js';
import {
  ExtractorError,
  type Extraction,
  type ExtractRequest,
  type Extractor,
  type PartSource,
} from '../extractor.js';
import { ytdlpPolicyFor, ytdlpUrlFor } from './allow-list.js';
import type { YtDlpDownloadRequest, YtDlpEngine, YtDlpLogger } from './ytdlp-engine.js';
import { compactEngineInfo } from './ytdlp-engine-info.js';
import { mentionsLogin } from './ytdlp-errors.js';
import { parseYtDlpInfo } from './ytdlp-info.js';

export interface YtDlpExtractorDeps {
  readonly ytdlp: YtDlpEngine;
  /** DOWNLOADER_TEST_ORIGINS (config.downloader.testOrigins). */
  readonly testOrigins: readonly TestOrigin[];
  readonly log: YtDlpLogger;
  readonly now?: () => Date;
}

export type YtDlpPart = Extract<PartSource, { kind: 'ytdlp' }>;

export interface YtDlpExtractor extends Extractor {
  /**
   * Downloads one `ytdlp` part of a quality through yt-dlp's own downloaders and the egress proxy
   * (D103); resolves to the file's absolute path inside `dir`. Build the request's format fields with
   * `ytdlpPartFields(engineInfo, part)`.
   */
  fetchPart(request: YtDlpDownloadRequest): Promise<string>;
  /** `yt-dlp --version` (null when the binary is missing), for the start-up log and the health answer. */
  version(): Promise<string | null>;
  /** YTDLP_PATH as configured. */
  readonly path: string;
}

/** The fields of a download request that name a `ytdlp` part: the stored info, the format, its entry. */
export function ytdlpPartFields(
  engineInfo: string,
  part: YtDlpPart,
): Pick<YtDlpDownloadRequest, 'infoJson' | 'formatId' | 'ext' | 'entry'> {
  return {
    infoJson: engineInfo,
    formatId: part.formatId,
    ext: part.ext,
    ...(part.entry !== undefined ? { entry: part.entry } : {}),
  };
}

export function createYtDlpExtractor(deps: YtDlpExtractorDeps): YtDlpExtractor {
  const now = deps.now ?? (() => new Date());
  if (deps.testOrigins.length > 0) {
    deps.log.warn(
      { testOrigins: deps.testOrigins },
      'DOWNLOADER_TEST_ORIGINS is set: links at these origins count as platforms and yt-dlp may use its generic extractor on them (for tests; never in production)',
    );
  }

  return {
    family: 'yt-dlp',
    needs: 'nothing',
    assertReady() {
      // yt-dlp needs no login here; a missing binary shows as EXTRACTOR_UNAVAILABLE when it runs.
    },

    async extract(request: ExtractRequest): Promise<Extraction> {
      const policy = ytdlpPolicyFor(request.platform);
      if (!policy) throw new ExtractorError('UNSUPPORTED_TOOL', `yt-dlp serves no ${request.platform} tool`);
      const allowGeneric = testOriginPlatform(request.url, deps.testOrigins) === request.platform;
      const run = await deps.ytdlp.info(ytdlpUrlFor(request.url), policy, {
        signal: request.signal,
        allowGeneric,
      });
      let extraction: Extraction;
      try {
        extraction = parseYtDlpInfo(run.json, { images: policy.images, now: now() });
      } catch (error) {
        // An item kept without formats may only have been warned about: its formats need an account.
        if (
          error instanceof ExtractorError &&
          error.code === 'CONTENT_UNAVAILABLE' &&
          mentionsLogin(run.stderr)
        ) {
          throw new ExtractorError('EXTRACTOR_NEEDS_LOGIN', run.stderr.slice(-2000));
        }
        if (error instanceof ExtractorError) {
          request.log.warn({ code: error.code, detail: error.detail }, 'yt-dlp info not usable');
        }
        throw error;
      }
      return { ...extraction, engineInfo: compactEngineInfo(run.json) };
    },

    fetchPart: (request) => deps.ytdlp.download(request),
    version: () => deps.ytdlp.version(),
    path: deps.ytdlp.path,
  };
}
