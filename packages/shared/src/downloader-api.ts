/**
 * The wire contract of the downloader (downloader.md §3, §7; downloader-results.md §3, §7): paths,
 * request schemas and the stable error texts. Answer schemas are in api/downloader-responses.ts.
 * Paths the spec leaves open (job result, the server-side download, the media proxy's own shape) are
 * ours and recorded in docs/decisions.md.
 */
import { z } from 'zod';
import { DEFAULT_MEDIA_PROXY_TYPE } from './downloader-results.js';

/** Every path with its `/api` twin where some document writes it bare (NOTES.md 3). */
export const DOWNLOADER_PATHS = {
  info: '/api/downloader/info',
  /** Our server-side download of one quality of an analysis (a job; its progress on the socket). */
  download: '/api/downloader/download',
  stream: '/api/downloader/stream',
  toolJob: (jobId: string) => `/api/tools/jobs/${encodeURIComponent(jobId)}`,
  toolJobResult: (jobId: string) => `/api/tools/jobs/${encodeURIComponent(jobId)}/result`,
  toolJobStatus: '/api/tools/jobs/status',
  mediaToken: '/api/media/generate-token',
  mediaHealth: '/api/media/health',
  mediaProxy: (token: string) => `/api/media/proxy/${token}`,
  mediaProxyAudio: '/api/media/proxy-audio',
} as const;

/** Longest link the analysis accepts (a URL bar's practical limit). */
export const MAX_ANALYSIS_URL_LENGTH = 2048;

/** POST /downloader/info (downloader.md §7): url, optional captchaToken, optional toolType. */
export const downloaderInfoRequestSchema = z.object({
  url: z.string().trim().min(1).max(MAX_ANALYSIS_URL_LENGTH),
  captchaToken: z.string().max(4096).optional(),
  toolType: z.string().trim().max(64).optional(),
});
export type DownloaderInfoRequest = z.input<typeof downloaderInfoRequestSchema>;

/** POST /downloader/download: one quality of an analysis (its jobId), by its formatId or index. */
export const downloaderDownloadRequestSchema = z
  .object({
    jobId: z.string().min(1).max(64),
    formatId: z.string().min(1).max(200).optional(),
    index: z.number().int().nonnegative().optional(),
  })
  .refine((b) => b.formatId !== undefined || b.index !== undefined, {
    message: 'Name the quality by formatId or index',
    path: ['formatId'],
  });
export type DownloaderDownloadRequest = z.input<typeof downloaderDownloadRequestSchema>;

/**
 * GET /downloader/stream. The token form (`token`) is what every quality's `url` holds; the legacy
 * query form of downloader.md §7 names an analysis (`jobId`) or a link (`url`) and the quality by
 * `index`, or by `quality` and `format`, `audioOnly` choosing the audio entry.
 */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
export const downloaderStreamQuerySchema = z.object({
  token: z.string().max(512).optional(),
  url: z.string().max(MAX_ANALYSIS_URL_LENGTH).optional(),
  quality: z.string().max(64).optional(),
  format: z.string().max(16).optional(),
  removeWatermark: flag,
  jobId: z.string().max(64).optional(),
  platform: z.string().max(32).optional(),
  toolType: z.string().max(64).optional(),
  audioOnly: flag,
  index: z.coerce.number().int().nonnegative().max(10_000).optional(),
  filename: z.string().max(255).optional(),
  captchaToken: z.string().max(4096).optional(),
});
export type DownloaderStreamQuery = z.output<typeof downloaderStreamQuerySchema>;

/** Job statuses as the tools endpoints write them (downloader.md §4: upper case from the server). */
export const TOOL_JOB_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type ToolJobStatus = (typeof TOOL_JOB_STATUSES)[number];

/** POST /tools/jobs/status (downloader.md §7): the browser reports a download it started itself. */
export const toolJobStatusRequestSchema = z.object({
  jobId: z.string().min(1).max(64),
  status: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['COMPLETED', 'FAILED', 'CANCELLED'])),
  progress: z.coerce.number().min(0).max(100).optional(),
});
export type ToolJobStatusRequest = z.input<typeof toolJobStatusRequestSchema>;

/** POST /media/generate-token (downloader-results.md §7): url, platform (lower case), type. */
export const mediaTokenRequestSchema = z.object({
  url: z.string().trim().min(1).max(MAX_ANALYSIS_URL_LENGTH),
  platform: z.string().trim().toLowerCase().max(32),
  type: z.string().trim().toLowerCase().max(32).default(DEFAULT_MEDIA_PROXY_TYPE),
});
export type MediaTokenRequest = z.input<typeof mediaTokenRequestSchema>;

/** Messages of the downloader's error answers (codes in errors.ts); the spec's words where it has them. */
export const DOWNLOADER_MESSAGES = {
  /** downloader.md §8 "Analysis": the default of a lookup that found nothing. */
  contentUnavailable:
    'The content might be private, removed, or entered incorrectly. Double-check and try again.',
  platformDisabled: 'This platform is not available right now',
  unsupportedTool: 'This tool is not available for this platform',
  extractorChanged:
    'The platform answered in a way this server does not understand (it may have changed). Please try again later.',
  needsOperatorLogin:
    'This tool needs a login that the operator of this site has not set up, so it is not available here',
  needsLinkedDevice: 'This tool needs a linked WhatsApp device that the operator of this site has not set up',
  extractorUnavailable: 'The download engine is not available on this server',
  extractorTimeout: 'The platform took too long to answer. Please try again.',
  analysisExpired: 'This result has expired. Analyze the link again.',
  qualityNotFound: 'This quality is not available for this result',
  streamTokenInvalid: 'This download link is not valid or has expired',
  tooLong: (maxMinutes: number) => `Media longer than ${maxMinutes} minutes cannot be downloaded here`,
  tooLarge: 'The file is too large to download here',
  jobManagedByServer: 'The server reports this job itself',
  mediaHostNotAllowed: 'This address is not a media address of the platform',
  mediaTypeNotAllowed: 'The address did not answer with an image, audio or video',
  /** WhatsApp lookups (docs/decisions.md D164, D165). */
  whatsappNotOnWhatsapp: 'This number is not on WhatsApp.',
  whatsappNoPicture: 'This number has no profile picture, or shows it only to its contacts.',
  whatsappVisitorLimit: 'You have looked up many WhatsApp numbers in a short time. Please try again later.',
  whatsappServerLimit:
    'This site is looking up many WhatsApp numbers right now. Please try again in a minute.',
  /** A platform that answers our own extractors 403 or 429 (it limits traffic from servers). */
  platformRefusing: (platform: string) =>
    `${platform} is refusing requests from this server right now. Please try again later.`,
  snapchatLinkUnsupported: 'This Snapchat link is not a profile, story, highlight or Spotlight link',
  snapchatNotPublic:
    'This Snapchat account is not public, so its stories, highlights and Spotlight videos cannot be shown',
  snapchatNothingPublic:
    'This Snapchat account has no public stories, highlights or Spotlight videos right now',
  snapchatProfileNeeded: 'Enter a Snapchat profile link or username to get a profile picture',
  febspotNotVideo: 'This Febspot link is not a video page',
  ifunnyNotPost: 'This iFunny link is not a post (a video, picture, GIF or meme)',
  /** Suno's answers (docs/decisions.md D153); a 403 of bot protection or a 429 is `platformRefusing`. */
  sunoNotFound: (what: string) =>
    `This Suno ${what} was not found: it may have been deleted, or the link is incomplete.`,
  sunoPrivate: (what: string) => `This Suno ${what} is private: only its owner can open it.`,
  sunoDown: 'Suno is not answering right now. Please try again later.',
  sunoNotReady: 'This Suno song is still being generated. Try again when it has finished.',
  sunoNoVideo: 'This Suno song has no video yet.',
  sunoNotALink: 'This is not a link to a Suno song, playlist or hook.',
  sunoEmptyPlaylist: 'This Suno playlist has no songs that can be downloaded.',
  /** Instagram's answers (docs/decisions.md D130-D139). */
  instagramNoAccount: 'No Instagram account has this username, or it is not available.',
  instagramPrivate:
    'This Instagram account is private: its stories, highlights and posts are only shown to its followers.',
  instagramNoStories: 'This Instagram account has no active stories right now.',
  instagramStoryGone: 'This Instagram story is no longer available (stories last 24 hours).',
  instagramNoHighlights: 'This Instagram account has no highlights.',
  instagramNoPosts: 'This Instagram account has no posts that can be shown.',
  instagramLoginRefused:
    "Instagram refused the operator's login of this site (it may have expired), so this tool is not available right now.",
  instagramLive: 'This account is live right now: a live stream can be downloaded once its replay is posted.',
  instagramNotLive: 'This Instagram account is not live right now.',
  instagramProfileLinkNeeded: 'Enter an Instagram username or profile link for this tool.',
  instagramPostLinkNeeded: 'Enter the link of an Instagram post for this tool.',
  instagramHighlightLinkNeeded: 'Enter the link of an Instagram highlight.',
} as const;
