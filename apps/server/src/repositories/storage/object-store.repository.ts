import type { Readable } from 'node:stream';

/**
 * The object store port (DESIGN.md §1: the local data directory, or S3-compatible storage): the
 * durable home of uploaded files and job results. Only keys cross it, never paths; an adapter decides
 * where the bytes live. Keys are `/`-separated segments of `[A-Za-z0-9_-]` (1-128 characters each), so
 * a key is valid on every adapter and no key can name something outside the store.
 */

/** Inclusive byte offsets inside an object (an HTTP Range, already checked against the size). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface ObjectInfo {
  readonly key: string;
  readonly size: number;
  /** Epoch ms of the last write (S3: LastModified). */
  readonly modifiedAt: number;
}

/** A finished local file the workspace hands over (an assembled upload, a job's output). */
export interface LocalFile {
  /** Absolute path of a file the caller owns and will not touch again. */
  readonly path: string;
}

export interface ObjectStore {
  /**
   * Streams `source` into the object `key`: visible only once complete (never half-written), replacing
   * an earlier object of that key. Rejects with the source's error, leaving no trace of the new object.
   * `size`, when the caller knows it, is the exact length of the source: an adapter may send the object
   * in one request, and a source of another length is refused the same way (D251).
   */
  put(key: string, source: Readable, size?: number): Promise<ObjectInfo>;
  /**
   * Takes over a finished local file as the object `key`; the file is gone afterwards. The local adapter
   * renames it (nothing is copied); an adapter elsewhere streams it up with `put` and then removes it.
   */
  adopt(file: LocalFile, key: string): Promise<ObjectInfo>;
  /**
   * Makes `file` (a new local path in the workspace, e.g. a job's scratch directory) hold the object's
   * bytes, for a tool that needs a file; undefined when there is no such object. The local adapter
   * hard-links it where it can (objects are replaced, never rewritten, so the link keeps its bytes); an
   * adapter elsewhere streams it down with `get`.
   */
  fetchTo(key: string, file: LocalFile): Promise<ObjectInfo | undefined>;
  /**
   * A stream of the object with its whole size, or undefined when there is none. With `range` the stream
   * holds only those bytes (the caller checked the range against the size from `head`).
   */
  get(
    key: string,
    range?: ByteRange,
  ): Promise<{ readonly stream: Readable; readonly size: number } | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** Removes the object; no error when it is gone. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a plain string prefix, as S3 has it); answers how many. */
  deleteByPrefix(prefix: string): Promise<number>;
  /** Every object whose key starts with `prefix` (all when empty), in no particular order. */
  list(prefix?: string): Promise<ObjectInfo[]>;
}

const SEGMENT = /^[A-Za-z0-9_-]{1,128}$/;

/** Whether `key` is a valid object key (see the port's comment). */
export function isObjectKey(key: string): boolean {
  return key.split('/').every((part) => SEGMENT.test(part));
}

/** Refuses a key no adapter may accept: every adapter checks keys the same way. */
export function checkedKey(key: string): string {
  if (!isObjectKey(key)) throw new Error(`unsafe object key: ${JSON.stringify(key)}`);
  return key;
}

/** A source whose length was not the `size` its caller announced to `put`. */
export class SourceLengthError extends Error {
  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(`source of ${received > expected ? 'more than ' : ''}${received} bytes, expected ${expected}`);
    this.name = 'SourceLengthError';
  }
}
