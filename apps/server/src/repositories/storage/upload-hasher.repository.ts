import { Worker } from 'node:worker_threads';

/**
 * The running SHA-256 of chunked uploads (docs/decisions.md D88). Chunks land in place in the upload's
 * file in any order; the hash advances over the file's contiguous stored prefix as soon as each gap
 * closes, so completion only hashes what is left (nothing, normally) and reads the digest. The hashing
 * runs on a worker thread, off the thread that serves the requests, and keeps its state in memory only:
 * after a restart (or a worker failure) the hash of an upload starts again from byte 0 on the next
 * chunk or at completion, reading the stored bytes back, which is correct because stored chunks are
 * never rewritten.
 */
export interface UploadHasher {
  /**
   * These byte spans of the upload's file are stored for good (all of them, or only the new one): the
   * hash advances over them in order. Spans it has already hashed are skipped, so a hasher that lost
   * its state (a restart) picks up every stored span again from the full list.
   */
  stored(uploadId: string, file: string, spans: readonly ByteSpan[]): void;
  /** The SHA-256 (hex) of the first `size` bytes of the file, every one of them stored. */
  digest(uploadId: string, file: string, size: number): Promise<string>;
  /** Drops the upload's state (cancelled, failed, completed or swept). */
  forget(uploadId: string): void;
  /** Stops the worker; pending digests reject. */
  close(): Promise<void>;
}

/** Bytes [offset, offset + length) of a file. */
export interface ByteSpan {
  readonly offset: number;
  readonly length: number;
}

type Request =
  | { op: 'stored'; uploadId: string; file: string; spans: readonly ByteSpan[] }
  | { op: 'digest'; id: number; uploadId: string; file: string; size: number }
  | { op: 'forget'; uploadId: string };

type Reply = { id: number; hex: string } | { id: number; error: string };

/**
 * The worker's code, plain CommonJS run with `eval` so that it loads the same way from the sources
 * (tests) and from the build. Requests are handled strictly in arrival order; reads are synchronous on
 * the worker's own thread, 1 MiB at a time.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const buffer = Buffer.allocUnsafe(1024 * 1024);
const states = new Map();
function stateOf(uploadId) {
  let state = states.get(uploadId);
  if (!state) {
    state = { hash: createHash('sha256'), frontier: 0, pending: new Map() };
    states.set(uploadId, state);
  }
  return state;
}
function hashRange(state, file, end) {
  const fd = fs.openSync(file, 'r');
  try {
    while (state.frontier < end) {
      const want = Math.min(buffer.length, end - state.frontier);
      const got = fs.readSync(fd, buffer, 0, want, state.frontier);
      if (got === 0) throw new Error('upload file ends at ' + state.frontier + ', expected ' + end);
      state.hash.update(buffer.subarray(0, got));
      state.frontier += got;
    }
  } finally {
    fs.closeSync(fd);
  }
}
function handle(request) {
  if (request.op === 'forget') {
    states.delete(request.uploadId);
  } else if (request.op === 'stored') {
    const state = stateOf(request.uploadId);
    for (const span of request.spans) {
      if (span.offset >= state.frontier) state.pending.set(span.offset, span.length);
    }
    try {
      for (let length = state.pending.get(state.frontier); length !== undefined; length = state.pending.get(state.frontier)) {
        state.pending.delete(state.frontier);
        hashRange(state, request.file, state.frontier + length);
      }
    } catch {
      states.delete(request.uploadId); // a half-read range: start again from byte 0 when asked
    }
  } else {
    try {
      let state = stateOf(request.uploadId);
      if (state.frontier > request.size) {
        states.delete(request.uploadId);
        state = stateOf(request.uploadId);
      }
      hashRange(state, request.file, request.size);
      parentPort.postMessage({ id: request.id, hex: state.hash.copy().digest('hex') });
    } catch (error) {
      states.delete(request.uploadId);
      parentPort.postMessage({ id: request.id, error: String(error && error.message || error) });
    }
  }
}
parentPort.on('message', handle);
`;

export function createUploadHasher(): UploadHasher {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (hex: string) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
  };

  function send(request: Request): void {
    if (!worker) {
      const started = new Worker(WORKER_SOURCE, { eval: true });
      started.unref();
      started.on('message', (reply: Reply) => {
        const pending = waiting.get(reply.id);
        waiting.delete(reply.id);
        if (waiting.size === 0) started.unref();
        if ('hex' in reply) pending?.resolve(reply.hex);
        else pending?.reject(new Error(`upload hash failed: ${reply.error}`));
      });
      // A dead worker loses every running hash; the next request starts a new one from scratch.
      const lost = (error: Error) => {
        if (worker === started) worker = undefined;
        failAll(error);
      };
      started.on('error', lost);
      started.on('exit', (code) => lost(new Error(`upload hash worker exited (${code})`)));
      worker = started;
    }
    worker.postMessage(request);
  }

  return {
    stored(uploadId, file, spans) {
      send({ op: 'stored', uploadId, file, spans });
    },
    digest(uploadId, file, size) {
      const id = nextId++;
      return new Promise<string>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        send({ op: 'digest', id, uploadId, file, size });
        // Held while an answer is due, so a digest is never stranded by an idle event loop.
        worker?.ref();
      });
    },
    forget(uploadId) {
      if (worker) send({ op: 'forget', uploadId });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      if (stopping) await stopping.terminate();
      failAll(new Error('upload hasher closed'));
    },
  };
}
