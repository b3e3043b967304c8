import type { Readable } from 'node:stream';

/**
 * Where uploads live (DESIGN.md §1: local data directory now, S3-compatible storage later, behind this
 * interface). Chunks and staged files are always local temporary files: the probe needs a path.
 */

/** A chunk written to a temporary file beside its final place, fsynced, not yet visible. */
export interface StagedChunk {
  readonly uploadId: string;
  readonly chunkNumber: number;
  readonly size: number;
  readonly tempPath: string;
}

/** A whole file in the temporary area with its size and SHA-256, waiting for validation. */
export interface StagedFile {
  /** Absolute local path of a server-generated name (for the probe). */
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
}

export interface StoredObject {
  readonly key: string;
  readonly modifiedAt: number;
}

export interface FileStorage {
  /**
   * Streams `source` into a temporary file of the upload, fsynced; never holds it in memory. Rejects with
   * ByteLimitExceededError past `maxBytes`, or with the source's error; the temporary file is removed
   * either way.
   */
  stageChunk(uploadId: string, chunkNumber: number, source: Readable, maxBytes: number): Promise<StagedChunk>;
  /** Renames the staged chunk into place (replacing any earlier copy) and fsyncs the directory. */
  commitChunk(chunk: StagedChunk): Promise<void>;
  discardChunk(chunk: StagedChunk): Promise<void>;
  /** Chunk numbers present on disk, ascending. */
  listChunks(uploadId: string): Promise<number[]>;
  /** Upload directories on disk (key = upload id) with their last change. */
  listUploads(): Promise<StoredObject[]>;
  /** Removes the upload's directory and everything in it; no error when it is gone. */
  removeUpload(uploadId: string): Promise<void>;
  /** Streams the chunks in order into one staged file while hashing it. */
  assemble(uploadId: string, chunkNumbers: readonly number[]): Promise<StagedFile>;
  /** Streams `source` into a staged file while hashing it; same limit and clean-up as stageChunk. */
  stageFile(source: Readable, maxBytes: number): Promise<StagedFile>;
  readHead(file: StagedFile, offset: number, length: number): Promise<Uint8Array>;
  discard(file: StagedFile): Promise<void>;
  /** Moves a staged file to its final storage key. */
  publish(file: StagedFile, key: string): Promise<void>;
  /**
   * The absolute local path of a stored object (it may not exist), for tools that need a file: ffmpeg
   * reads job inputs from it. An S3 adapter would download to a scratch file instead.
   */
  localPath(key: string): string;
  /**
   * Publishes a local file (a job's result in its scratch directory) as the stored object `key`: moved
   * atomically (renamed, or copied, fsynced and renamed across devices); the source is gone afterwards.
   */
  importFile(path: string, key: string): Promise<void>;
  /**
   * A read stream of a stored object with its whole size, or undefined when it does not exist. With
   * `range` (inclusive byte offsets inside the object) the stream holds only those bytes.
   */
  openRead(
    key: string,
    range?: { readonly start: number; readonly end: number },
  ): Promise<{ readonly stream: Readable; readonly size: number } | undefined>;
  stat(key: string): Promise<{ readonly size: number } | undefined>;
  /** Removes a stored object; no error when it is gone. */
  remove(key: string): Promise<void>;
  listStored(): Promise<StoredObject[]>;
  /** Removes temporary files (staged uploads, interrupted assemblies) older than `cutoff` (epoch ms). */
  removeStaleTemp(cutoff: number): Promise<number>;
}
