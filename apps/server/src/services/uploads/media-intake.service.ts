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
import type { IdentifiedFile, SubtitleIntake } from './subtitle-intake.service.js';

/** ffprobe's JSON for a real file is a few KB; a hostile file with thousands of streams gets cut off. */
export const PROBE_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/** A packet scan's CSV (~25 bytes a packet): some 600,000 packets, hours of video; beyond, no measure. */
export const PACKET_SCAN_MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/** What reading a file's type and facts needs: the hardened ffprobe, the decoder list, subtitles. */
export interface MediaCheckDeps {
  /** Where the staged file is read (its first bytes, for the type). */
  readonly workspace: Pick<UploadWorkspace, 'readHead'>;
  readonly runner: ProcessRunner;
  readonly ffprobePath: string;
  readonly probeTimeoutMs: number;
  readonly log: FastifyBaseLogger;
  /** Subtitle files (subtitle-intake.service.ts): identified before media, stored the same way. */
  readonly subtitles?: SubtitleIntake;
  /** The codecs this ffmpeg decodes (codec-catalog.service.ts); without it, or when empty, no codec is refused. */
  readonly codecs?: () => Promise<CodecCatalog>;
}

/** A file's type and facts, as the intake records them. */
export type CheckedMedia = IdentifiedFile;

/**
 * Reads a local file's type and facts (subtitles first, then media: magic bytes, ffprobe, decoders,
 * the measured duration); throws the upload's refusal (415 UNSUPPORTED_MEDIA, CODEC_NOT_SUPPORTED…).
 */
export type MediaCheck = (staged: StagedFile, fileName: string) => Promise<CheckedMedia>;

/**
 * The same check of a file already in the object store, run elsewhere (an api node hands it to a
 * worker, D256): answers its facts or throws the refusal the local check would have thrown.
 */
export type StoredMediaCheck = (stored: {
  readonly storageKey: string;
  readonly fileName: string;
  readonly size: number;
}) => Promise<CheckedMedia>;

export interface MediaIntakeDeps extends MediaCheckDeps {
  /** The staged file: its head (the type), all of it (a copy to the store), its removal. */
  readonly workspace: Pick<UploadWorkspace, 'readHead' | 'readAll' | 'discard'>;
  /** Where an accepted file is published. */
  readonly store: Pick<ObjectStore, 'adopt' | 'put' | 'delete'>;
  readonly files: FilesRepository;
  readonly fileTtlMs: number;
  readonly now: () => number;
  /**
   * When set, the file is checked by this instead of here: it is copied into the store first, and the
   * check reads it there (an api node runs no ffprobe, D256).
   */
  readonly storedCheck?: StoredMediaCheck | undefined;
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

export function createMediaCheck(deps: MediaCheckDeps): MediaCheck {
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

  return async (staged, fileName) =>
    (await deps.subtitles?.identify(staged, fileName)) ?? (await validate(staged));
}

export function createMediaIntake(deps: MediaIntakeDeps): MediaIntake {
  const check = createMediaCheck(deps);

  const recordOf = (
    staged: StagedFile,
    input: IntakeInput,
    facts: CheckedMedia,
    storageKey: string,
  ): StoredFileRecord => {
    const now = deps.now();
    return {
      id: randomId(),
      owner: input.owner,
      storageKey,
      fileName: input.fileName,
      fileSize: staged.size,
      mimeType: facts.mimeType,
      metadata: facts.metadata,
      sha256: staged.sha256,
      uploadMethod: input.uploadMethod,
      createdAt: now,
      expiresAt: now + deps.fileTtlMs,
    };
  };

  /** Copied to the store, checked there, recorded; the staged file goes only once all that held. */
  async function acceptStored(staged: StagedFile, input: IntakeInput, storedCheck: StoredMediaCheck) {
    const storageKey = randomId();
    await deps.store.put(storageKey, deps.workspace.readAll(staged), staged.size);
    let record: StoredFileRecord;
    try {
      const facts = await storedCheck({ storageKey, fileName: input.fileName, size: staged.size });
      record = recordOf(staged, input, facts, storageKey);
      await deps.files.insert(record);
    } catch (error) {
      await deps.store.delete(storageKey).catch(() => undefined);
      throw error;
    }
    await deps.workspace.discard(staged);
    return record;
  }

  return {
    async accept(staged, input) {
      if (deps.storedCheck) return acceptStored(staged, input, deps.storedCheck);
      let published: string | undefined;
      try {
        const record = recordOf(staged, input, await check(staged, input.fileName), randomId());
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
