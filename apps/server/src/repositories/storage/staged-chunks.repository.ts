import { Readable } from 'node:stream';
import { ByteLimitExceededError } from '../../errors/byte-limit-exceeded.js';
import { checkedKey, type ObjectInfo, type ObjectStore } from './object-store.repository.js';
import type { UploadWorkspace, WorkspaceEntry } from './upload-workspace.repository.js';

/** Chunks fetched at once while a completion assembles the file (the hash follows them in order). */
const FETCH_CONCURRENCY = 4;

interface StagedChunk extends ObjectInfo {
  readonly offset: number;
}

/**
 * The upload workspace of several API nodes (docs/decisions.md D254). A chunk may reach any node, so no
 * node's disk holds the upload: each chunk becomes an object `<uploadId>/<offset>` of the shared chunk
 * store, written whole or not at all by the node that received it (two copies of one chunk replace each
 * other with the same bytes). The node that runs `complete` fetches the chunks in order into its own
 * local workspace file, where the running SHA-256 and the probe work as in place; the single-request
 * uploads and temporary files stay local. Everything not about chunks is the local workspace's.
 */
export function createStagedChunksWorkspace(local: UploadWorkspace, chunks: ObjectStore): UploadWorkspace {
  const prefixOf = (uploadId: string) => `${checkedKey(uploadId)}/`;

  /** The staged chunks of an upload by offset, only as far as they join up from byte 0 within `size`. */
  async function contiguous(uploadId: string, size: number): Promise<StagedChunk[]> {
    const prefix = prefixOf(uploadId);
    const staged = (await chunks.list(prefix))
      .map((o) => ({ ...o, offset: Number(o.key.slice(prefix.length)) }))
      .filter((o) => Number.isSafeInteger(o.offset))
      .sort((a, b) => a.offset - b.offset);
    const joined: StagedChunk[] = [];
    let end = 0;
    for (const chunk of staged) {
      if (chunk.offset !== end || end + chunk.size > size) break;
      joined.push(chunk);
      end += chunk.size;
    }
    return joined;
  }

  /** Fetches one staged chunk into the local file at its offset and hands it to the running hash. */
  async function fetchChunk(uploadId: string, chunk: StagedChunk): Promise<void> {
    const found = await chunks.get(chunk.key);
    if (!found) throw new Error(`staged chunk ${chunk.key} vanished`);
    const sink = await local.openChunk(uploadId, chunk.offset, chunk.size);
    const written = await sink.fill(found.stream);
    if (written !== chunk.size) throw new Error(`staged chunk ${chunk.key} ended after ${written} bytes`);
    local.chunksStored(uploadId, [{ offset: chunk.offset, length: written }]);
  }

  return {
    ...local,
    openChunk(uploadId, offset, length) {
      const key = `${prefixOf(uploadId)}${offset}`;
      return Promise.resolve({
        async fill(source) {
          let received = 0;
          let ended = false;
          async function* counted(): AsyncGenerator<Uint8Array> {
            for await (const buffer of source as AsyncIterable<Uint8Array>) {
              // Nothing past the chunk's end is sent: the object would be refused whole anyway.
              if (received + buffer.length > length) throw new ByteLimitExceededError(length);
              received += buffer.length;
              yield buffer;
            }
            ended = true;
          }
          try {
            await chunks.put(key, Readable.from(counted(), { objectMode: false }), length);
            return length;
          } catch (error) {
            // A short chunk is answered with its size (the service refuses it); the store kept nothing.
            if (ended && received < length) return received;
            throw error;
          }
        },
        abandon: () => Promise.resolve(),
      });
    },
    // Nothing to advance here: the hash runs over the local file the completion assembles.
    chunksStored: () => undefined,
    async finishUpload(uploadId, size) {
      const staged = await contiguous(uploadId, size);
      let next = 0;
      let failed = false;
      const worker = async (): Promise<void> => {
        for (let chunk = staged[next++]; chunk && !failed; chunk = staged[next++]) {
          await fetchChunk(uploadId, chunk).catch((error: unknown) => {
            failed = true;
            throw error;
          });
        }
      };
      // Every fetch has stopped before a failure is answered, so nothing writes into the file afterwards.
      const outcomes = await Promise.allSettled(Array.from({ length: FETCH_CONCURRENCY }, worker));
      const failure = outcomes.find((o) => o.status === 'rejected');
      if (failure) throw failure.reason;
      return local.finishUpload(uploadId, size);
    },
    async hasUploadFile(uploadId) {
      return (await chunks.list(prefixOf(uploadId))).length > 0 || local.hasUploadFile(uploadId);
    },
    async removeUpload(uploadId) {
      await local.removeUpload(uploadId);
      await chunks.deleteByPrefix(prefixOf(uploadId));
    },
    discardEmptyUpload: () => Promise.resolve(),
    async listUploads() {
      const latest = new Map<string, number>();
      const note = ({ key, modifiedAt }: WorkspaceEntry) =>
        latest.set(key, Math.max(modifiedAt, latest.get(key) ?? 0));
      for (const entry of await local.listUploads()) note(entry);
      for (const { key, modifiedAt } of await chunks.list()) {
        const cut = key.indexOf('/');
        if (cut > 0) note({ key: key.slice(0, cut), modifiedAt });
      }
      return [...latest].map(([key, modifiedAt]) => ({ key, modifiedAt }));
    },
  };
}
