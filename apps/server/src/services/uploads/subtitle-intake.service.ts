/**
 * Subtitle files through the regular upload path (docs/decisions.md D76): sniffed from their text,
 * size-capped, validated by the hardened ffprobe with the demuxer the text names (srt, webvtt or ass),
 * then stored like any upload by media-intake.service.ts, as a file of the subtitle kind that jobs take
 * by id and never as an input.
 */
import {
  ERROR_CODES,
  isSubtitleFileName,
  SUBTITLE_FILE_MESSAGES,
  SUBTITLE_FILE_TYPES,
  SUBTITLE_MAX_BYTES,
  subtitleFileMetadata,
  type MediaMetadata,
  type SubtitleFileType,
} from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.js';
import { probeArgs } from '../../ffmpeg/probe-args.js';
import { sniffSubtitle, SUBTITLE_SNIFF_BYTES } from '../../ffmpeg/subtitle-sniff.js';
import type { ProcessRunner } from '../../repositories/process/process-runner.repository.js';
import type { StagedFile, UploadWorkspace } from '../../repositories/storage/upload-workspace.repository.js';

export interface SubtitleIntakeDeps {
  readonly workspace: Pick<UploadWorkspace, 'readHead'>;
  readonly runner: ProcessRunner;
  readonly ffprobePath: string;
  readonly probeTimeoutMs: number;
  readonly log: FastifyBaseLogger;
}

export interface IdentifiedFile {
  readonly metadata: MediaMetadata;
  readonly mimeType: string;
}

export interface SubtitleIntake {
  /**
   * The stored facts of `staged` when it is a subtitle file; undefined when it is not one and its name
   * does not claim to be (media intake goes on). A name that claims subtitles must hold them (415), so
   * a video called `.srt` cannot pass the anonymous format list; past SUBTITLE_MAX_BYTES it is 413.
   */
  identify(staged: StagedFile, fileName: string): Promise<IdentifiedFile | undefined>;
}

/** ffprobe's codec names per kind (the ass demuxer reports SSA scripts as `ssa` or `ass`). */
const CODECS: Readonly<Record<SubtitleFileType, readonly string[]>> = {
  srt: ['subrip', 'srt'],
  vtt: ['webvtt'],
  ass: ['ass', 'ssa'],
};

/** Subtitle probes print a few hundred bytes. */
const PROBE_MAX_OUTPUT_BYTES = 64 * 1024;

const probeSchema = z.object({
  streams: z.array(z.object({ codec_type: z.string().optional(), codec_name: z.string().optional() })),
  format: z.object({ duration: z.string().optional() }).optional(),
});

const notSubtitle = () => new AppError(ERROR_CODES.UNSUPPORTED_MEDIA, SUBTITLE_FILE_MESSAGES.notSubtitle);

export function createSubtitleIntake(deps: SubtitleIntakeDeps): SubtitleIntake {
  async function probe(staged: StagedFile, kind: SubtitleFileType): Promise<number | null | undefined> {
    const result = await deps.runner.run({
      command: deps.ffprobePath,
      args: probeArgs(staged.path, SUBTITLE_FILE_TYPES[kind].demuxer),
      timeoutMs: deps.probeTimeoutMs,
      maxOutputBytes: PROBE_MAX_OUTPUT_BYTES,
    });
    if (result.timedOut || result.outputExceeded || result.exitCode !== 0) return undefined;
    let parsed;
    try {
      parsed = probeSchema.safeParse(JSON.parse(result.stdout));
    } catch {
      return undefined;
    }
    if (!parsed.success) return undefined;
    const { streams, format } = parsed.data;
    const ok =
      streams.length === 1 &&
      streams[0]?.codec_type === 'subtitle' &&
      CODECS[kind].includes(streams[0].codec_name ?? '');
    if (!ok) return undefined;
    const duration = Number(format?.duration);
    return Number.isFinite(duration) && duration >= 0 ? duration : null;
  }

  return {
    async identify(staged, fileName) {
      const kind = sniffSubtitle(await deps.workspace.readHead(staged, 0, SUBTITLE_SNIFF_BYTES));
      if (kind === undefined) {
        if (isSubtitleFileName(fileName)) throw notSubtitle();
        return undefined;
      }
      if (staged.size > SUBTITLE_MAX_BYTES) {
        throw new AppError(ERROR_CODES.FILE_TOO_LARGE, SUBTITLE_FILE_MESSAGES.tooLarge, {
          maxFileSize: SUBTITLE_MAX_BYTES,
        });
      }
      const duration = await probe(staged, kind);
      if (duration === undefined) {
        deps.log.info({ kind }, 'subtitle file refused by the probe');
        throw notSubtitle();
      }
      return { mimeType: SUBTITLE_FILE_TYPES[kind].mimeType, metadata: subtitleFileMetadata(kind, duration) };
    },
  };
}
