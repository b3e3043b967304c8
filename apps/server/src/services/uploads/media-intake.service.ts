import {
  codecNotSupportedMessage,
  ERROR_CODES,
  UPLOAD_ERROR_MESSAGES,
  type UploadMethod,
} from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import { probeArgs } from '../../ffmpeg/probe-args.js';
import { undecodableCodec, type CodecCatalog } from '../../ffmpeg/codec-catalog.js';
import {
  durationNeedsMeasuring,
  measuredDuration,
  packetScanArgs,
  trueDuration,
} from '../../ffmpeg/measured-duration.js';
import { parseProbeOutput, type ProbeOutcome } from '../../ffmpeg/probe-parse.js';
import type { SniffResult } from '../../ffmpeg/sniff.js';
import { sniffFile } from '../../ffmpeg/sniff-file.js';
import type { FilesRepository, StoredFileRecord } from '../../repositories/database/files.repository.js';
import type { ProcessRunner } from '../../repositories/process/process-runner.repository.js';
import type { ObjectStore } from '../../repositories/storage/object-store.repository.js';
import type { StagedFile, UploadWorkspace } from '../../repositories/storage/upload-workspace.repository.js';
import { randomId } from '../random-id.js';
import type { SubtitleIntake } from './subtitle-intake.service.js';

/** ffprobe's JSON for a real file is a few KB; a hostile file with thousands of streams gets cut off. */
export const PROBE_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/** A packet scan's CSV (~25 bytes a packet): some 600,000 packets, hours of video; beyond, no measure. */
export const PACKET_SCAN_MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

export interface MediaIntakeDeps {
  /** Where the staged file is read (its first bytes, for the type). */
  readonly workspace: Pick<UploadWorkspace, 'readHead'>;
  /** Where an accepted file is published. */
  readonly store: Pick<ObjectStore, 'adopt' | 'delete'>;
  readonly files: FilesRepository;
  readonly runner: ProcessRunner;
  readonly ffprobePath: string;
  readonly probeTimeoutMs: number;
  readonly fileTtlMs: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
  /** Subtitle files (subtitle-intake.service.ts): identified before media, stored the same way. */
  readonly subtitles?: SubtitleIntake;
  /** The codecs this ffmpeg decodes (codec-catalog.service.ts); without it, or when empty, no codec is refused. */
  readonly codecs?: () => Promise<CodecCatalog>;
}

export interface IntakeInput {
  readonly owner: string;
  readonly fileName: string;
  /** An upload's method, or 'import' for a file fetched from a web link or a drive (D210). */
  readonly uploadMethod: UploadMethod | 'import';
}

/** The last step of both upload paths: only real audio/video is ever published (DESIGN.md §5). */
export interface MediaIntake {
  /**
   * Sniffs the type of `staged` from magic bytes, validates it with the hardened ffprobe, then hands it
   * to the object store under a new storage key and records it. On success the staged file is gone; on
   * failure it stays with the caller (a chunked upload may be completed again). A file that is not
   * media fails with 415 UNSUPPORTED_MEDIA.
   */
  accept(staged: StagedFile, input: IntakeInput): Promise<StoredFileRecord>;
}

export const unsupportedMedia = (): AppError =>
  new AppError(ERROR_CODES.UNSUPPORTED_MEDIA, UPLOAD_ERROR_MESSAGES.unsupportedMedia);

export function createMediaIntake(deps: MediaIntakeDeps): MediaIntake {
  const sniffStaged = (staged: StagedFile): Promise<SniffResult | undefined> =>
    sniffFile((offset, length) => deps.workspace.readHead(staged, offset, length));

  async function probe(staged: StagedFile, sniffed: SniffResult) {
    const result = await deps.runner.run({
      command: deps.ffprobePath,
      args: probeArgs(staged.path, sniffed.demuxer),
      timeoutMs: deps.probeTimeoutMs,
      maxOutputBytes: PROBE_MAX_OUTPUT_BYTES,
    });
    if (result.timedOut || result.outputExceeded || result.exitCode !== 0) {
      const { exitCode, timedOut, outputExceeded } = result;
      deps.log.info(
        { exitCode, timedOut, outputExceeded, stderr: result.stderr.slice(0, 500) },
        'probe refused',
      );
      return { ok: false as const, reason: 'ffprobe failed' };
    }
    return parseProbeOutput(result.stdout, sniffed);
  }

  /** Refuses a file whose picture or sound this ffmpeg cannot decode, naming the codec (D57). */
  async function requireDecoders(outcome: Extract<ProbeOutcome, { ok: true }>): Promise<void> {
    if (!deps.codecs) return;
    const catalog = await deps.codecs();
    if (catalog.size === 0) return;
    for (const stream of outcome.facts.codecs) {
      const codec = undecodableCodec(stream, catalog);
      if (codec === undefined) continue;
      deps.log.info({ kind: stream.kind, codec, tag: stream.tag }, 'codec without a decoder refused');
      throw new AppError(ERROR_CODES.CODEC_NOT_SUPPORTED, codecNotSupportedMessage(stream.kind, codec), {
        kind: stream.kind,
        codec,
      });
    }
  }

  /** The duration the packets have, when the container's claim is absent or implausible (D56). */
  async function measure(staged: StagedFile, sniffed: SniffResult, streams: readonly number[]) {
    const result = await deps.runner.run({
      command: deps.ffprobePath,
      args: packetScanArgs(staged.path, sniffed.demuxer),
      timeoutMs: deps.probeTimeoutMs,
      maxOutputBytes: PACKET_SCAN_MAX_OUTPUT_BYTES,
    });
    if (result.timedOut || result.outputExceeded) {
      deps.log.info({ timedOut: result.timedOut }, 'packet scan stopped: the duration stays as claimed');
      return null;
    }
    // A scan that ends in an error (a truncated file) still measured the packets before it.
    return measuredDuration(result.stdout, streams);
  }

  async function validate(staged: StagedFile) {
    const sniffed = await sniffStaged(staged);
    if (!sniffed) throw unsupportedMedia();
    const outcome = await probe(staged, sniffed);
    if (!outcome.ok) {
      deps.log.info({ demuxer: sniffed.demuxer, reason: outcome.reason }, 'not a supported media file');
      throw unsupportedMedia();
    }
    await requireDecoders(outcome);
    if (!durationNeedsMeasuring(outcome.facts, staged.size, sniffed.demuxer)) return outcome;
    const measured = await measure(staged, sniffed, outcome.facts.streamIndices);
    deps.log.info({ claimed: outcome.metadata.duration, measured }, 'duration measured from packets');
    const duration = trueDuration(outcome.metadata.duration, measured);
    return { ...outcome, metadata: { ...outcome.metadata, duration } };
  }

  return {
    async accept(staged, input) {
      let published: string | undefined;
      try {
        const { metadata, mimeType } =
          (await deps.subtitles?.identify(staged, input.fileName)) ?? (await validate(staged));
        const now = deps.now();
        const record: StoredFileRecord = {
          id: randomId(),
          owner: input.owner,
          storageKey: randomId(),
          fileName: input.fileName,
          fileSize: staged.size,
          mimeType,
          metadata,
          sha256: staged.sha256,
          uploadMethod: input.uploadMethod,
          createdAt: now,
          expiresAt: now + deps.fileTtlMs,
        };
        await deps.store.adopt(staged, record.storageKey);
        published = record.storageKey;
        await deps.files.insert(record);
        return record;
      } catch (error) {
        if (published) await deps.store.delete(published).catch(() => undefined);
        throw error;
      }
    },
  };
}
