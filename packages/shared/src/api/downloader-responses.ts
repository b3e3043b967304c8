/**
 * Answers of the downloader (downloader.md §3, §7; downloader-results.md §3, §7). The spec's entities
 * carry many optional fields that only some tools fill (stories, Suno, Snapchat, WhatsApp); the schemas
 * name the fields every answer has and let the tool-specific ones through (`looseObject`).
 */
import { z } from 'zod';
import { TOOL_JOB_STATUSES } from '../downloader-api.js';
import { JOB_STATUSES } from '../jobs.js';
import { countSchema, isoTimeSchema, named } from './registry.js';

/** How the visitor gets a quality: its bytes relayed as they are, or made by a server-side job. */
export const QUALITY_DELIVERIES = ['stream', 'job'] as const;
export type QualityDelivery = (typeof QUALITY_DELIVERIES)[number];

/** downloader.md §3 "Quality entry" with downloader-results.md §3's additions. */
export const downloaderQualitySchema = named(
  'DownloaderQuality',
  z.looseObject({
    /** Position in `qualities` (the legacy stream form's `index`). */
    index: countSchema,
    /** Stable name of the quality within its analysis (POST /downloader/download). */
    formatId: z.string(),
    /** `/api/downloader/stream?token=…`: a signed, short-lived link of this quality for its owner. */
    url: z.string(),
    type: z.enum(['video', 'mp4', 'image', 'jpg', 'audio', 'highlight', 'document']),
    /** Container or file extension of what is delivered (mp4, webm, m4a, mp3, jpg…). */
    format: z.string(),
    /** Label: 1080p, 720p, 128kbps, Original… */
    quality: z.string(),
    /** Human size ("12.3 MB", "~12.3 MB" when estimated), or null when nothing is known. */
    size: z.string().nullable(),
    filesize: countSchema.nullable(),
    sizeEstimated: z.boolean(),
    width: countSchema.nullable(),
    height: countSchema.nullable(),
    resolution: z.string().nullable(),
    /** kbit/s, total of what is delivered. */
    bitrate: z.number().nonnegative().nullable(),
    duration: z.number().nonnegative().nullable(),
    hasAudio: z.boolean(),
    isAudioOnly: z.boolean(),
    delivery: z.enum(QUALITY_DELIVERIES),
    preview: z.string().nullable().optional(),
    fallbackPreview: z.string().nullable().optional(),
    title: z.string().optional(),
  }),
);
export type DownloaderQuality = z.infer<typeof downloaderQualitySchema>;

/** downloader.md §3 "Metadata"; downloader-results.md §3 "metadata". Every field is optional. */
export const downloaderMetadataSchema = named(
  'DownloaderMetadata',
  z.looseObject({
    author: z.string().nullable().optional(),
    authorHandle: z.string().nullable().optional(),
    authorAvatar: z.string().nullable().optional(),
    contentType: z.string().optional(),
    mediaCount: countSchema.optional(),
    caption: z.string().nullable().optional(),
    source: z.string().optional(),
    viewCount: z.number().nullable().optional(),
    likeCount: z.number().nullable().optional(),
    uploadDate: z.string().nullable().optional(),
    description: z.string().nullable().optional(),
    provider: z.string().optional(),
    apiPickerReason: z.string().optional(),
    toolType: z.string().optional(),
    username: z.string().optional(),
    originalUrl: z.string().optional(),
    extractedAt: isoTimeSchema.optional(),
    duration: z.number().nullable().optional(),
  }),
);
export type DownloaderMetadata = z.infer<typeof downloaderMetadataSchema>;

/** POST /downloader/info `data` (downloader.md §3 "Analysis result"; downloader-results.md §3). */
export const downloaderInfoSchema = named(
  'DownloaderInfo',
  z.looseObject({
    success: z.literal(true),
    title: z.string(),
    duration: z.number().nonnegative().nullable(),
    /** The spec's backend name (twitter, okru, ninegag, suno…). */
    platform: z.string(),
    thumbnail: z.string().nullable(),
    /** The link as analysed (https prepended, normalised). */
    url: z.string(),
    qualities: z.array(downloaderQualitySchema),
    /** The analysis: GET /tools/jobs/{jobId} answers its state, downloads name it. */
    jobId: z.string(),
    toolType: z.string(),
    provider: z.string(),
    metadata: downloaderMetadataSchema,
    /** When the quality links stop working (epoch ms); analyse again after it. */
    expiresAt: countSchema,
  }),
);
export type DownloaderInfo = z.infer<typeof downloaderInfoSchema>;

/** A finished tools job's file (downloader.md §3 "Job": result with token and filename). */
export const toolJobResultSchema = named(
  'ToolJobResult',
  z.object({
    token: z.string(),
    filename: z.string(),
    /** `/api/files/download?token=…` (the token link of downloader.md §4). */
    url: z.string(),
    fileId: z.string(),
    size: countSchema,
    mimeType: z.string(),
  }),
);
export type ToolJobResult = z.infer<typeof toolJobResultSchema>;

/** downloader.md §3 "Job" as GET /tools/jobs/{id} answers it (under `data.job`). */
export const toolJobSchema = named(
  'ToolJob',
  z.object({
    id: z.string(),
    jobId: z.string(),
    status: z.enum(TOOL_JOB_STATUSES),
    progress: z.number().min(0).max(100),
    /** `analysis` until a server-side download runs for it; `download` for that download. */
    jobType: z.enum(['analysis', 'download']),
    result: toolJobResultSchema.nullable(),
    error: z.string().nullable(),
    createdAt: isoTimeSchema,
    updatedAt: isoTimeSchema,
    startedAt: isoTimeSchema.nullable(),
    completedAt: isoTimeSchema.nullable(),
  }),
);
export type ToolJob = z.infer<typeof toolJobSchema>;

export const toolJobAnswerSchema = named('ToolJobAnswer', z.object({ job: toolJobSchema }));

/** POST /downloader/download `data` (202): the download job, followed like a conversion's. */
export const downloadStartSchema = z.object({
  jobId: z.string(),
  status: z.enum(JOB_STATUSES),
  analysisId: z.string(),
  formatId: z.string(),
});
export type DownloadStart = z.infer<typeof downloadStartSchema>;

/** POST /media/generate-token `data` (downloader-results.md §7). */
export const mediaTokenSchema = named(
  'MediaToken',
  z.object({
    /** `/api/media/proxy/{token}` for a supported platform's media, else the URL as given. */
    proxiedUrl: z.string(),
    proxied: z.boolean(),
    expiresAt: countSchema.nullable(),
  }),
);

/** GET /media/health `data` (downloader-results.md §3 "Media proxy health", §7). */
export const mediaHealthSchema = named(
  'MediaHealth',
  z.object({
    status: z.enum(['healthy', 'degraded']),
    config: z.object({
      platformProxySettings: z.record(z.string(), z.object({ enabled: z.boolean() })),
      externalProxy: z.object({ enabled: z.boolean() }),
    }),
    /** The download engine: its version, how old it is, and whether it is older than 90 days. */
    engine: z.object({
      name: z.literal('yt-dlp'),
      path: z.string(),
      version: z.string().nullable(),
      releasedAt: z.string().nullable(),
      ageDays: countSchema.nullable(),
      outdated: z.boolean(),
    }),
  }),
);
export type MediaHealth = z.infer<typeof mediaHealthSchema>;
