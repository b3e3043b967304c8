/**
 * The chunks being written into their uploads' files right now, in this process. Chunks are written in
 * place (docs/decisions.md D88), so two copies of one chunk must not write at once: the second waits
 * for the first and then finds the chunk stored (a no-op) or writes it itself (the first failed).
 */
export interface ChunkWrites {
  /** Waits until no other request writes chunk `n` of the upload, then claims it; call the answer when done. */
  claim(uploadId: string, n: number): Promise<() => void>;
  /** Whether any chunk of the upload is being written. */
  busy(uploadId: string): boolean;
}

export function createChunkWrites(): ChunkWrites {
  const running = new Map<string, Map<number, Promise<void>>>();
  return {
    async claim(uploadId, n) {
      for (;;) {
        const other = running.get(uploadId)?.get(n);
        if (!other) break;
        await other;
      }
      let release = () => {};
      const done = new Promise<void>((resolve) => {
        release = resolve;
      });
      const chunks = running.get(uploadId) ?? new Map<number, Promise<void>>();
      running.set(uploadId, chunks.set(n, done));
      return () => {
        chunks.delete(n);
        if (chunks.size === 0 && running.get(uploadId) === chunks) running.delete(uploadId);
        release();
      };
    },
    busy: (uploadId) => (running.get(uploadId)?.size ?? 0) > 0,
  };
}
