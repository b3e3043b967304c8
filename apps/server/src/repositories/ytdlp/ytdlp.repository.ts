import { randomBytes } from 'node:crypto';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';
import { ExtractorError } from '../../extractors/extractor.js';
import type { YtDlpPolicy } from '../../extractors/ytdlp/allow-list.js';
import {
  analysisArgs,
  downloadArgs,
  parseProgressLine,
  VERSION_ARGS,
} from '../../extractors/ytdlp/ytdlp-args.js';
import type {
  YtDlpDownloadRequest,
  YtDlpEngine,
  YtDlpInfoOptions,
  YtDlpInfoRun,
  YtDlpLogger,
} from '../../extractors/ytdlp/ytdlp-engine.js';
import {
  formatExtension,
  infoForPart,
  isFragmentedFormat,
} from '../../extractors/ytdlp/ytdlp-engine-info.js';
import { blockingRefusal, ytdlpFailure, type YtDlpPhase } from '../../extractors/ytdlp/ytdlp-errors.js';
import { proxyChildEnv, type EgressProxy, type ProxyLease } from '../egress/egress-proxy.repository.js';
import type { ProcessRunner, RunRequest, RunResult } from '../process/process-runner.repository.js';

export interface YtDlpDeps {
  readonly runner: ProcessRunner;
  /** The egress proxy (started on first use); each run takes a lease of its own (D82). */
  readonly proxy: () => Promise<EgressProxy>;
  /** YTDLP_PATH. */
  readonly path: string;
  /** Wall-clock cap of one analysis (YTDLP_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** Wall-clock cap of one download; the job's own signal usually ends it first. */
  readonly downloadTimeoutMs?: number;
  readonly log: YtDlpLogger;
  /** The server's environment as config/env.ts read it; the child gets it with the lease's proxy. */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** yt-dlp's info of one post is a few MB at most (YouTube's, captions included, about 1 MB). */
export const MAX_INFO_BYTES = 32 * 1024 * 1024;
const STDERR_TAIL_BYTES = 64 * 1024;
const VERSION_TIMEOUT_MS = 15_000;
const DEFAULT_DOWNLOAD_TIMEOUT_MS = 2 * 60 * 60 * 1000;

const isMissing = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
const tooLarge = (maxBytes: number): AppError =>
  new AppError(ERROR_CODES.FILE_TOO_LARGE, DOWNLOADER_MESSAGES.tooLarge, { maxBytes });

/** The runs of yt-dlp: each with a lease of the egress proxy, released when the child has exited. */
export function createYtDlp(deps: YtDlpDeps): YtDlpEngine {
  let known: Promise<string | null> | undefined;

  /** One run under a fresh lease; the lease ends when the child has exited, whatever the outcome. */
  async function withLease(phase: YtDlpPhase, build: (lease: ProxyLease) => RunRequest): Promise<RunResult> {
    const lease = (await deps.proxy()).lease();
    const request = build(lease);
    let result: RunResult;
    let refusals: readonly AppError[] = [];
    try {
      result = await deps.runner.run({ ...request, env: proxyChildEnv(deps.env, lease) });
    } catch (error) {
      if (isMissing(error)) {
        throw new ExtractorError('EXTRACTOR_UNAVAILABLE', `${deps.path} is not installed`);
      }
      throw error;
    } finally {
      // Read before release: releasing forgets what the lease was refused.
      refusals = lease.refusals();
      lease.release();
    }
    if (result.aborted) throw request.signal?.reason ?? new Error('yt-dlp run aborted');
    if (result.outputExceeded) {
      throw new ExtractorError('EXTRACTOR_CHANGED', `yt-dlp wrote over ${request.maxOutputBytes} bytes`);
    }
    // A download that went on past a refused request could hold a hole where the refused bytes were.
    const refusedDownload = phase === 'download' && blockingRefusal(refusals) !== undefined;
    if (result.exitCode !== 0 || result.timedOut || refusedDownload) {
      const error = ytdlpFailure({
        exitCode: result.exitCode,
        stderr: result.stderr,
        timedOut: result.timedOut,
        phase,
        refusals,
      });
      deps.log.warn(
        { phase, exitCode: result.exitCode, code: error.code, stderr: result.stderr.slice(-2000) },
        'yt-dlp failed',
      );
      throw error;
    }
    return result;
  }

  return {
    path: deps.path,

    async info(url: string, policy: YtDlpPolicy, options: YtDlpInfoOptions = {}): Promise<YtDlpInfoRun> {
      const result = await withLease('analysis', (lease) => ({
        command: deps.path,
        args: analysisArgs({ url, policy, allowGeneric: options.allowGeneric ?? false, proxyUrl: lease.url }),
        timeoutMs: deps.timeoutMs,
        maxOutputBytes: MAX_INFO_BYTES,
        stderrTailBytes: STDERR_TAIL_BYTES,
        signal: options.signal,
      }));
      if (result.stdout.trim() === '') {
        throw new ExtractorError('EXTRACTOR_CHANGED', 'yt-dlp printed nothing');
      }
      return { json: result.stdout, stderr: result.stderr };
    },

    async download(request: YtDlpDownloadRequest): Promise<string> {
      const info = infoForPart(request.infoJson, request.entry);
      const ext = request.ext ?? formatExtension(info, request.formatId) ?? 'bin';
      if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new TypeError(`bad extension ${ext}`);
      const stem = `ytdlp-${randomBytes(6).toString('hex')}`;
      const infoFile = `${stem}.info.json`;
      const output = `${stem}.${ext}`;
      const file = path.join(request.dir, output);
      await writeFile(path.join(request.dir, infoFile), info, { flag: 'wx' });
      let line = '';
      let refusedSize = false;
      const onStdout = (chunk: string): void => {
        const lines = (line + chunk).split('\n');
        line = lines.pop() ?? '';
        for (const text of lines) {
          if (/larger than max-filesize/.test(text)) refusedSize = true;
          const progress = parseProgressLine(text);
          if (!progress) continue;
          // Our own cap as well as yt-dlp's: a fragmented download declares no size up front.
          if (progress.bytes > request.maxBytes) throw tooLarge(request.maxBytes);
          if (progress.fraction !== null) request.onProgress?.(progress.fraction, progress.bytes);
        }
      };
      try {
        await withLease('download', (lease) => ({
          command: deps.path,
          args: downloadArgs({
            infoFile,
            formatId: request.formatId,
            output,
            maxBytes: request.maxBytes,
            fragmented: isFragmentedFormat(info, request.formatId),
            proxyUrl: lease.url,
          }),
          cwd: request.dir,
          timeoutMs: deps.downloadTimeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS,
          maxOutputBytes: 1024 * 1024,
          stderrTailBytes: STDERR_TAIL_BYTES,
          onStdout,
          signal: request.signal,
        }));
        const size = await stat(file).then(
          (s) => s.size,
          () => undefined,
        );
        // yt-dlp exits 0 without a file when the size it was told exceeds --max-filesize.
        if (size === undefined && refusedSize) throw tooLarge(request.maxBytes);
        if (size === undefined || size === 0) {
          throw new ExtractorError('EXTRACTOR_CHANGED', 'yt-dlp wrote no file');
        }
        if (size > request.maxBytes) throw tooLarge(request.maxBytes);
        return file;
      } catch (error) {
        await removeOutputs(request.dir, stem);
        throw error;
      } finally {
        await rm(path.join(request.dir, infoFile), { force: true });
      }
    },

    version(): Promise<string | null> {
      known ??= deps.runner
        .run({
          command: deps.path,
          args: VERSION_ARGS,
          timeoutMs: VERSION_TIMEOUT_MS,
          maxOutputBytes: 4096,
          env: Object.fromEntries(
            Object.entries(deps.env).filter((e): e is [string, string] => e[1] !== undefined),
          ),
        })
        .then(
          (r) => (r.exitCode === 0 && r.stdout.trim() ? (r.stdout.trim().split('\n')[0] ?? null) : null),
          () => null,
        );
      const answer = known;
      // Remember only a version: an operator may install the binary while the server runs.
      void answer.then((v) => {
        if (v === null && known === answer) known = undefined;
      });
      return answer;
    },
  };
}

/** The file and the fragments yt-dlp left of a failed download. */
async function removeOutputs(dir: string, stem: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names.filter((n) => n.startsWith(stem)).map((n) => rm(path.join(dir, n), { force: true })),
  );
}
