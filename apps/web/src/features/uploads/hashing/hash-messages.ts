/** Messages between the page and the SHA-256 worker. */
export interface HashRequest {
  readonly file: Blob;
}

export type HashReply =
  | { readonly type: 'progress'; readonly hashed: number }
  | { readonly type: 'done'; readonly hash: string }
  | { readonly type: 'error' };

/** Slice read per step: big enough to keep WebAssembly busy, small enough to keep memory flat. */
export const HASH_SLICE_BYTES = 4 * 1024 * 1024;
