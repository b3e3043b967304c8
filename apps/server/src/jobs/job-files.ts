/**
 * The one way a job's files go in and out of storage, built on the object store port. Every handler
 * reads its inputs through `fetchInput` and stores its results through `publishOutput`; nothing else in
 * jobs/ touches storage, and nothing here asks the store for a path of its own. An input is fetched
 * into the job's workspace (`fetchTo`: the local adapter hard-links it, so nothing is copied; a remote
 * adapter streams it down) and goes with the workspace when the job ends; an output is handed over
 * from the workspace (`adopt`: the local adapter renames it, a remote one streams it up).
 */
import path from 'node:path';
import type { MediaMetadata } from '@mediaforge/shared';
import type { FilesRepository, StoredFileRecord } from '../repositories/database/files.repository.js';
import type { StoredJobResult } from '../repositories/database/jobs.repository.js';
import type { ObjectStore } from '../repositories/storage/object-store.repository.js';
import { randomId } from '../services/random-id.js';

/** A stored file as a job reads it: its local copy in the workspace and the file's record. */
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
  /**
   * Fetches the stored file into `workspaceDir` (as `input-<fileId>`); undefined when its record or
   * its object is gone. The copy lives as long as the workspace.
   */
  fetchInput(fileId: string, workspaceDir: string): Promise<JobInputFile | undefined>;
  /** Makes `localPath` (a new path in the workspace) hold the stored bytes of a fetched input. */
  copyInput(input: JobInputFile, localPath: string): Promise<void>;
  /** Stores `localPath` as a new file of `owner`, valid for the result lifetime; the file is gone afterwards. */
  publishOutput(owner: string, localPath: string, facts: OutputFacts): Promise<StoredJobResult>;
  /** Removes a published output that no job refers to (its job ended elsewhere). */
  discardOutput(fileId: string): Promise<void>;
}

export interface JobFilesDeps {
  readonly files: Pick<FilesRepository, 'find' | 'insert' | 'delete'>;
  /** The same object store the uploads write to and the downloads read from. */
  readonly store: Pick<ObjectStore, 'fetchTo' | 'adopt' | 'delete'>;
  readonly now: () => number;
  readonly resultTtlMs: number;
}

/** Where an input is fetched to in the workspace (file ids are base64url: a safe file name). */
export function inputPathIn(workspaceDir: string, fileId: string): string {
  return path.join(workspaceDir, `input-${fileId}`);
}

export function createJobFiles(deps: JobFilesDeps): JobFiles {
  return {
    async fetchInput(fileId, workspaceDir) {
      const record = await deps.files.find(fileId);
      if (!record) return undefined;
      const target = inputPathIn(workspaceDir, record.id);
      const fetched = await deps.store.fetchTo(record.storageKey, { path: target });
      return fetched && { path: target, record };
    },
    async copyInput(input, localPath) {
      const fetched = await deps.store.fetchTo(input.record.storageKey, { path: localPath });
      if (!fetched) throw new Error(`stored file ${input.record.id} is gone`);
    },
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
      await deps.store.adopt({ path: localPath }, record.storageKey);
      try {
        await deps.files.insert(record);
      } catch (error) {
        await deps.store.delete(record.storageKey).catch(() => undefined);
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
      if (file) await deps.store.delete(file.storageKey);
      await deps.files.delete(fileId);
    },
  };
}
