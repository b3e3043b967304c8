/**
 * One quality of an analysis made into one file in a job's workspace (downloader issue "Download
 * jobs"): each part fetched (through the egress client, or by yt-dlp through the egress proxy), checked
 * to be what it claims (ffprobe for media, magic bytes for images), then joined by stream copy, copied
 * into the right container, or turned into the chosen audio format by our own hardened ffmpeg.
 */
import path from 'node:path';
import type { MediaMetadata } from '@mediaforge/shared';
import type { ExtractedQuality, PartSource } from '../../extractors/extractor.js';
import { audioExtractArgs, remuxOneArgs, remuxPairArgs } from '../../ffmpeg/encode/download-args.js';
import type { MediaProbe, ProbedMedia } from '../media-probe.js';
import type { EgressClient } from '../../repositories/egress/egress-client.repository.js';
import type { ProcessRunner } from '../../repositories/process/process-runner.repository.js';
import type { ScratchStorage } from '../../repositories/storage/scratch.repository.js';
import { imageFormatOf, isAlreadyFormat } from './media-files.js';

/** Fetches one `ytdlp` part of yt-dlp's stored info into `dir` (extractors/ytdlp); answers the file's path. */
export type YtDlpPartFetcher = (request: {
  readonly engineInfo: string;
  readonly part: Extract<PartSource, { kind: 'ytdlp' }>;
  readonly dir: string;
  readonly maxBytes: number;
  readonly signal: AbortSignal;
  readonly onProgress: (fraction: number, bytes: number) => void;
}) => Promise<string>;

export interface DownloadPipelineDeps {
  readonly client: Pick<EgressClient, 'request'>;
  /** Undefined where yt-dlp is not available: qualities with yt-dlp parts then fail clearly. */
  readonly ytdlp: YtDlpPartFetcher | undefined;
  readonly files: Pick<ScratchStorage, 'writeFrom' | 'readHead'>;
  readonly runner: ProcessRunner;
  readonly ffmpegPath: string;
  readonly timeoutMs: number;
  readonly probe: MediaProbe;
  /** Bytes one part may have. */
  readonly maxBytes: number;
}

export interface DownloadOrder {
  readonly quality: ExtractedQuality;
  /** yt-dlp's info of the analysis (for `ytdlp` parts). */
  readonly engineInfo: string | null;
  /** The job's empty workspace. */
  readonly dir: string;
  readonly signal: AbortSignal;
  /** 0-1 over the whole download. */
  readonly onProgress: (fraction: number) => void;
}

export interface DownloadedFile {
  readonly path: string;
  readonly format: string;
  /** What ffprobe read (images: a picture without duration). */
  readonly metadata: MediaMetadata;
}

/** A download that cannot deliver; `message` is for the visitor (the friendly mapping files it). */
export class DownloadFailedError extends Error {
  override readonly name = 'DownloadFailedError';
}

/** Fetching is most of the work; the remux or audio encode is the last tenth. */
const FETCH_SHARE = 0.9;

const IMAGE_METADATA = (format: string): MediaMetadata => ({
  container: format,
  duration: null,
  width: null,
  height: null,
  videoCodec: null,
  audioCodec: null,
  hasVideo: false,
  hasAudio: false,
});

export function createDownloadPipeline(deps: DownloadPipelineDeps) {
  async function fetchPart(
    part: PartSource,
    order: DownloadOrder,
    index: number,
    report: (fraction: number) => void,
  ): Promise<string> {
    if (part.kind === 'ytdlp') {
      if (!deps.ytdlp || order.engineInfo === null) {
        throw new DownloadFailedError('The download engine is not available on this server');
      }
      return deps.ytdlp({
        engineInfo: order.engineInfo,
        part,
        dir: order.dir,
        maxBytes: deps.maxBytes,
        signal: order.signal,
        onProgress: (fraction) => report(fraction),
      });
    }
    const file = path.join(order.dir, `part-${index}.${part.ext}`);
    const response = await deps.client.request(part.url, {
      headers: part.headers ?? {},
      maxBytes: deps.maxBytes,
      signal: order.signal,
    });
    const expected = response.contentLength;
    await deps.files.writeFrom(file, response.body, (bytes) => {
      if (expected !== undefined && expected > 0) report(Math.min(1, bytes / expected));
    });
    return file;
  }

  async function mustProbe(file: string): Promise<ProbedMedia> {
    const probed = await deps.probe(file);
    if (!probed) throw new DownloadFailedError('The platform sent a file that is not readable media');
    return probed;
  }

  async function ffmpeg(args: string[], signal: AbortSignal): Promise<void> {
    const run = await deps.runner.run({
      command: deps.ffmpegPath,
      args,
      timeoutMs: deps.timeoutMs,
      // -progress blocks on stdout are not needed: the remux is a small share of the job.
      onStdout: () => undefined,
      maxOutputBytes: 1024 * 1024,
      stderrTailBytes: 8 * 1024,
      signal,
    });
    if (run.aborted) throw new DownloadFailedError('Job was cancelled');
    if (run.timedOut) throw new DownloadFailedError('Processing timed out while joining the download');
    if (run.exitCode !== 0) {
      throw new DownloadFailedError(`Conversion failed while joining the download: ${run.stderr.trim()}`);
    }
  }

  async function finish(order: DownloadOrder, fetched: readonly string[]): Promise<DownloadedFile> {
    const { quality } = order;
    const { format } = quality;
    const output = path.join(order.dir, `result.${format}`);
    const [first, second] = fetched;
    if (first === undefined) throw new DownloadFailedError('The platform sent nothing to download');
    if (quality.type === 'image') {
      const kind = imageFormatOf(await deps.files.readHead(first, 0, 16));
      if (kind === undefined) throw new DownloadFailedError('The platform sent a file that is not an image');
      return { path: first, format: kind, metadata: IMAGE_METADATA(kind) };
    }
    const a = await mustProbe(first);
    const input = (file: string, probed: ProbedMedia) => ({ path: file, demuxer: probed.sniffed.demuxer });
    if (quality.processing === 'remux') {
      if (second === undefined) throw new DownloadFailedError('The platform sent only part of the media');
      const b = await mustProbe(second);
      const [video, audio] = a.metadata.hasVideo
        ? [input(first, a), input(second, b)]
        : [input(second, b), input(first, a)];
      await ffmpeg(remuxPairArgs(video, audio, format, output), order.signal);
    } else if (quality.processing === 'audio') {
      if (!a.metadata.hasAudio) throw new DownloadFailedError('The platform sent a file without sound');
      await ffmpeg(audioExtractArgs(input(first, a), format, output), order.signal);
    } else if (isAlreadyFormat(a.sniffed.demuxer, format)) {
      return { path: first, format, metadata: { ...a.metadata, container: format } };
    } else {
      await ffmpeg(remuxOneArgs(input(first, a), format, output), order.signal);
    }
    const made = await mustProbe(output);
    if (quality.hasAudio && !made.metadata.hasAudio) throw new DownloadFailedError('The result has no sound');
    if (quality.type === 'video' && !made.metadata.hasVideo) {
      throw new DownloadFailedError('The result has no picture');
    }
    return { path: output, format, metadata: { ...made.metadata, container: format } };
  }

  return {
    /** Fetches and assembles the quality; throws DownloadFailedError (or the egress client's refusal). */
    async run(order: DownloadOrder): Promise<DownloadedFile> {
      const parts = order.quality.parts;
      const done: number[] = parts.map(() => 0);
      const report = (i: number) => (fraction: number) => {
        done[i] = fraction;
        const sum = done.reduce((acc, value) => acc + value, 0);
        order.onProgress((FETCH_SHARE * sum) / Math.max(1, parts.length));
      };
      const fetched: string[] = [];
      for (const [i, part] of parts.entries()) fetched.push(await fetchPart(part, order, i, report(i)));
      const file = await finish(order, fetched);
      order.onProgress(1);
      return file;
    },
  };
}

export type DownloadPipeline = ReturnType<typeof createDownloadPipeline>;
