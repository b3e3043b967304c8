/**
 * Upload constants (converter-compressor.md §3 "Upload session", §4 "Chunked upload", §7 "Own server:
 * upload", §9 "Uploads"). Sizes are binary: the spec writes 10 MB as 10,485,760 bytes.
 */

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** First reading of §9: "files over 10 MB (10,485,760 bytes) use chunked upload". */
export const CHUNKED_UPLOAD_THRESHOLD = 10_485_760;
/** Second reading of §9: "the smart upload is chunked when larger than 100 MB (104,857,600 bytes)". */
export const SMART_UPLOAD_CHUNKED_THRESHOLD = 104_857_600;

/**
 * Whether a file goes through the chunked upload. Which threshold applies is a project decision
 * (CC-9.02); both readings chunk files strictly larger than the threshold.
 */
export function usesChunkedUpload(fileSize: number, threshold: number): boolean {
  return fileSize > threshold;
}

/** Upload methods an upload result names (CC §3 "Upload result"). */
export const UPLOAD_METHODS = ['chunk', 'regular'] as const;
export type UploadMethod = (typeof UPLOAD_METHODS)[number];

/** Multipart field names (CC §7): a chunk is sent as `chunk`, a regular upload as `file`. */
export const CHUNK_FIELD_NAME = 'chunk';
export const REGULAR_UPLOAD_FIELD_NAME = 'file';

/** §9 "Chunk size by file size", as [files under this size, use this chunk size]. */
export const CHUNK_SIZE_STEPS: readonly (readonly [number, number])[] = [
  [500 * MiB, 5 * MiB],
  [2 * GiB, 10 * MiB],
  [10 * GiB, 25 * MiB],
];
/** "otherwise: 50 MB". */
export const LARGEST_CHUNK_SIZE = 50 * MiB;

export function chunkSizeFor(fileSize: number): number {
  for (const [under, size] of CHUNK_SIZE_STEPS) if (fileSize < under) return size;
  return LARGEST_CHUNK_SIZE;
}

/** totalChunks of a session: ceil(fileSize / chunkSize) (CC-7.01). */
export function totalChunksFor(fileSize: number, chunkSize: number = chunkSizeFor(fileSize)): number {
  return Math.ceil(fileSize / chunkSize);
}

/** "Up to 3 chunks are sent at once." */
export const MAX_CONCURRENT_CHUNKS = 3;
/** "Chunk retries default to 5 in the smart uploader and 3 in the chunk client": one uploader, the 3. */
export const CHUNK_CLIENT_MAX_RETRIES = 3;
/** "Base delay is 2000 ms." */
export const RETRY_BASE_DELAY_MS = 2000;

/** Chunk error kinds (§4, §8): server is status 500-504. */
export const CHUNK_ERROR_KINDS = ['network', 'server', 'timeout', 'client'] as const;
export type ChunkErrorKind = (typeof CHUNK_ERROR_KINDS)[number];

/** §9 "Retry delay caps: network 30 s (exponential with jitter), server 20 s, timeout 15 s, client 10 s." */
export const RETRY_DELAY_CAP_MS: Readonly<Record<ChunkErrorKind, number>> = {
  network: 30_000,
  server: 20_000,
  timeout: 15_000,
  client: 10_000,
};

/** Up to this much random jitter is added to a network retry before the cap applies. */
export const NETWORK_RETRY_JITTER_MS = 1000;

/** The kind of a failed chunk answered with an HTTP status: 500-504 is server, the rest client (§8). */
export function chunkErrorKindForStatus(status: number): 'server' | 'client' {
  return status >= 500 && status <= 504 ? 'server' : 'client';
}

/**
 * Delay before retry number `attempt` (0-based) of a chunk: the base delay doubled per attempt, with
 * jitter for network errors, never above the kind's cap. `random` is injectable for tests.
 */
export function retryDelayMs(
  kind: ChunkErrorKind,
  attempt: number,
  random: () => number = Math.random,
): number {
  const exponential = RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt);
  const jitter = kind === 'network' ? random() * NETWORK_RETRY_JITTER_MS : 0;
  return Math.min(RETRY_DELAY_CAP_MS[kind], Math.round(exponential + jitter));
}

/** "HEAD /api/health every 30 s during a chunk upload, 5 s timeout." */
export const HEALTH_CHECK_INTERVAL_MS = 30_000;
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;

/** Completion: "up to 3 attempts with backoff of 1 s, 2 s, 4 s, capped at 10 s", 300 s each, heartbeat 10 s. */
export const COMPLETION_MAX_ATTEMPTS = 3;
export const COMPLETION_ATTEMPT_TIMEOUT_MS = 300_000;
export const COMPLETION_HEARTBEAT_MS = 10_000;
export const COMPLETION_BACKOFF_BASE_MS = 1000;
export const COMPLETION_BACKOFF_CAP_MS = 10_000;

/** Backoff after failed completion attempt `attempt` (0-based): 1 s, 2 s, 4 s… capped at 10 s. */
export function completionBackoffMs(attempt: number): number {
  return Math.min(COMPLETION_BACKOFF_CAP_MS, COMPLETION_BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
}

/** "Regular upload timeout: 600000 ms" (10 minutes, §7). */
export const REGULAR_UPLOAD_TIMEOUT_MS = 600_000;

/** "Base API config: timeout 30000 ms, 3 retries" (CC §7; DR §7). */
export const API_TIMEOUT_MS = 30_000;
export const API_MAX_RETRIES = 3;

/** §9 "File-size display units". */
export const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count for display with 1024-based units and up to `decimals` decimals, trailing zeros dropped
 * (1572864 → '1.5 MB'). Zero, negative or non-finite input shows '0 Bytes'.
 */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(FILE_SIZE_UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))));
  const value = Number((bytes / 1024 ** i).toFixed(Math.max(0, decimals)));
  return `${value} ${FILE_SIZE_UNITS[i] ?? 'Bytes'}`;
}
