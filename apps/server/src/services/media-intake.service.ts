import { ERROR_CODES, UPLOAD_ERROR_MESSAGES, type UploadMethod } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { probeArgs } from '../ffmpeg/probe-args.js';
import { parseProbeOutput } from '../ffmpeg/probe-parse.js';
import type { SniffResult } from '../ffmpeg/sniff.js';
import { sniffFile } from '../ffmpeg/sniff-file.js';
import type { FilesRepository, StoredFileRecord } from '../repositories/database/files.repository.js';
import type { ProcessRunner } from '../repositories/process/process-runner.repository.js';
import type { FileStorage, StagedFile } from '../repositories/storage/file-storage.repository.js';
import { randomId } from './random-id.js';
import type { SubtitleIntake } from './subtitle-intake.service.js';

/** ffprobe's JSON for a real file is a few KB; a hostile file with thousands of streams gets cut off. */
export const PROBE_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;

export interface MediaIntakeDeps {
  readonly storage: FileStorage;
  readonly files: FilesRepository;
  readonly runner: ProcessRunner;
  readonly ffprobePath: string;
  readonly probeTimeoutMs: number;
  readonly fileTtlMs: number;
  readonly now: () => number;
  readonly log: FastifyBaseLogger;
  /** Subtitle files (subtitle-intake.service.ts): identified before media, stored the same way. */
  readonly subtitles?: SubtitleIntake;
}

export interface IntakeInput {
  readonly owner: string;
  readonly fileName: string;
  readonly uploadMethod: UploadMethod;
}

/** The last step of both upload paths: only real audio/video is ever published (DESIGN.md §5). */
export interface MediaIntake {
  /**
   * Takes ownership of `staged`: sniffs its type from magic bytes, validates it with the hardened ffprobe,
   * then publishes it under a new storage key and records it. On any failure the staged file is removed;
   * a file that is not media fails with 415 UNSUPPORTED_MEDIA.
   */
  accept(staged: StagedFile, input: IntakeInput): Promise<StoredFileRecord>;
}

export const unsupportedMedia = (): AppError =>
  new AppError(ERROR_CODES.UNSUPPORTED_MEDIA, UPLOAD_ERROR_MESSAGES.unsupportedMedia);

export function createMediaIntake(deps: MediaIntakeDeps): MediaIntake {
  const sniffStaged = (staged: StagedFile): Promise<SniffResult | undefined> =>
    sniffFile((offset, length) => deps.storage.readHead(staged, offset, length));

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

  async function validate(staged: StagedFile) {
    const sniffed = await sniffStaged(staged);
    if (!sniffed) throw unsupportedMedia();
    const outcome = await probe(staged, sniffed);
    if (!outcome.ok) {
      deps.log.info({ demuxer: sniffed.demuxer, reason: outcome.reason }, 'not a supported media file');
      throw unsupportedMedia();
    }
    return outcome;
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
        await deps.storage.publish(staged, record.storageKey);
        published = record.storageKey;
        await deps.files.insert(record);
        return record;
      } catch (error) {
        await deps.storage.discard(staged).catch(() => undefined);
        if (published) await deps.storage.remove(published).catch(() => undefined);
        throw error;
      }
    },
  };
}
