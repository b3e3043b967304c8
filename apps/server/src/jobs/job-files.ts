/**
 * The one way a job's files go in and out of storage. Every handler reads its inputs through
 * `fetchInput` and stores its results through `publishOutput`; nothing else in jobs/ touches storage.
 * This adapter is built on the local data directory: a stored file is already a local file, so fetching
 * it hands out its path (no copy), and publishing moves the workspace file into storage and records it.
 * An object-store adapter implements the same interface by streaming into and out of the workspace.
 */
import type { MediaMetadata } from '@mediaforge/shared';
import type { FilesRepository, StoredFileRecord } from '../repositories/database/files.repository.js';
import type { StoredJobResult } from '../repositories/database/jobs.repository.js';
import type { FileStorage } from '../repositories/storage/file-storage.repository.js';
import { randomId } from '../services/random-id.js';

/** A stored file as a job reads it: a local path and the file's record (owner, name, facts). */
export interface JobInputFile {
  readonly path: string;
  readonly record: StoredFileRecord;
}

/** What is recorded for a published output (its bytes are the workspace file). */
export interface OutputFacts {
  readonly fileName: string;
  readonly mimeType: string;
  readonly size: number;
  readonly metadata: MediaMetadata;
  readonly sha256: string;
  /** The real output container (keep_original resolved). */
  readonly format: string;
  /** The output is a copy of the untouched input. */
  readonly source: boolean;
}

export interface JobFiles {
  fetchInput(fileId: string, workspaceDir: string): Promise<JobInputFile | undefined>;
  copyInput(input: JobInputFile, localPath: string): Promise<void>;
  /** Stores `localPath` as a new file of `owner`, valid for the result lifetime. */
  publishOutput(owner: string, localPath: string, facts: OutputFacts): Promise<StoredJobResult>;
  /** Removes a published output that no job refers to (its job ended elsewhere). */
  discardOutput(fileId: string): Promise<void>;
}

export interface JobFilesDeps {
  readonly files: Pick<FilesRepository, 'find' | 'insert' | 'delete'>;
  readonly storage: Pick<FileStorage, 'localPath' | 'importFile' | 'remove'>;
  /** Hard-links (or copies) a file to a new path. */
  readonly linkFile: (source: string, target: string) => Promise<void>;
  readonly now: () => number;
  readonly resultTtlMs: number;
}

export function createJobFiles(deps: JobFilesDeps): JobFiles {
  return {
    async fetchInput(fileId) {
      const record = await deps.files.find(fileId);
      return record && { path: deps.storage.localPath(record.storageKey), record };
    },
    copyInput: (input, localPath) => deps.linkFile(input.path, localPath),
    async publishOutput(owner, localPath, facts) {
      const now = deps.now();
      const record: StoredFileRecord = {
        id: randomId(),
        owner,
        storageKey: randomId(),
        fileName: facts.fileName,
        fileSize: facts.size,
        mimeType: facts.mimeType,
        metadata: facts.metadata,
        sha256: facts.sha256,
        uploadMethod: 'output',
        createdAt: now,
        expiresAt: now + deps.resultTtlMs,
      };
      await deps.storage.importFile(localPath, record.storageKey);
      try {
        await deps.files.insert(record);
      } catch (error) {
        await deps.storage.remove(record.storageKey).catch(() => undefined);
        throw error;
      }
      return {
        fileId: record.id,
        fileName: record.fileName,
        mimeType: record.mimeType,
        size: record.fileSize,
        format: facts.format,
        expiresAt: record.expiresAt,
        source: facts.source,
      };
    },
    async discardOutput(fileId) {
      const file = await deps.files.find(fileId);
      if (file) await deps.storage.remove(file.storageKey);
      await deps.files.delete(fileId);
    },
  };
}
