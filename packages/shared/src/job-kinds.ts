/**
 * The kinds of server job and what each carries (its payload). A payload is parsed once, when the job
 * is created, by its kind's schema below, and stored as that schema's output: whoever runs the job reads
 * typed values and never parses the settings again. The wire `jobType` of the converter endpoints
 * (conversion, compression) names the same two kinds in the spec's words.
 *
 * Adding a kind: its name in JOB_KINDS, its payload schema in JOB_PAYLOAD_SCHEMAS, and one handler on
 * the server (apps/server/src/jobs/); the handler map does not compile until the handler exists.
 */
import { z } from 'zod';
import { KEEP_ORIGINAL } from './compression.js';
import { AUDIO_OUTPUT_FORMATS, IMAGE_OUTPUT_FORMATS, VIDEO_OUTPUT_FORMATS } from './formats.js';
import type { JobType } from './job-api.js';
import { importPayloadSchema } from './import-payload.js';
import {
  audioSettingsSchema,
  gifSettingsSchema,
  videoSettingsSchema,
  type ParsedSettings,
} from './settings-schema.js';

export const JOB_KINDS = ['convert', 'compress', 'download', 'import'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** Settings of a target format, parsed into the shape of its kind (the output of normaliseSettings). */
const parsedSettingsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('video'), settings: videoSettingsSchema }),
  z.object({ kind: z.literal('audio'), settings: audioSettingsSchema }),
  z.object({ kind: z.literal('gif'), settings: gifSettingsSchema }),
]);

/** A conversion: a stored file into an output format of §9, with that format's settings. */
export const convertPayloadSchema = z.object({
  fileId: z.string().min(1),
  format: z.enum([...VIDEO_OUTPUT_FORMATS, ...AUDIO_OUTPUT_FORMATS, ...IMAGE_OUTPUT_FORMATS]),
  settings: parsedSettingsSchema,
});

/** A compression: a stored video into a video format (or its own container), with video settings. */
export const compressPayloadSchema = z.object({
  fileId: z.string().min(1),
  format: z.enum([...VIDEO_OUTPUT_FORMATS, KEEP_ORIGINAL]),
  settings: videoSettingsSchema,
});

/**
 * A downloader download: one quality of an analysis (downloader.md §3), fetched to the object store,
 * remuxed or turned into audio as the quality says. The analysis holds where its parts come from.
 */
export const downloadPayloadSchema = z.object({
  analysisId: z.string().min(1),
  formatId: z.string().min(1),
  /** What is delivered (mp4, webm, m4a, mp3, jpg…): the result's extension. */
  format: z.string().regex(/^[a-z0-9]{1,8}$/),
});

/** A file brought in from a web link or a drive into the object store, checked like an upload. */
export { importPayloadSchema };

export const JOB_PAYLOAD_SCHEMAS = {
  convert: convertPayloadSchema,
  compress: compressPayloadSchema,
  download: downloadPayloadSchema,
  import: importPayloadSchema,
} as const satisfies { readonly [K in JobKind]: z.ZodType };

export type JobPayloads = { readonly [K in JobKind]: z.output<(typeof JOB_PAYLOAD_SCHEMAS)[K]> };
export type ConvertJobPayload = JobPayloads['convert'];
export type CompressJobPayload = JobPayloads['compress'];
export type DownloadJobPayload = JobPayloads['download'];
export type ImportJobPayload = JobPayloads['import'];

/** A kind with its payload; `JobSpec` alone is the union over every kind (switch on `kind`). */
export type JobSpec<K extends JobKind = JobKind> = {
  [P in K]: { readonly kind: P; readonly payload: JobPayloads[P] };
}[K];

/** The kind the converter's wire jobType names, and back. */
export const JOB_KIND_OF_TYPE = {
  conversion: 'convert',
  compression: 'compress',
  download: 'download',
  import: 'import',
} as const satisfies Readonly<Record<JobType, JobKind>>;
export const JOB_TYPE_OF_KIND = {
  convert: 'conversion',
  compress: 'compression',
  download: 'download',
  import: 'import',
} as const satisfies Readonly<Record<JobKind, JobType>>;

/** The parsed settings a convert or compress payload carries, in the shape of their kind. */
export function payloadSettings(spec: JobSpec<'convert' | 'compress'>): ParsedSettings {
  return spec.kind === 'convert' ? spec.payload.settings : { kind: 'video', settings: spec.payload.settings };
}
