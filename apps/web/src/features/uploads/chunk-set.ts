/**
 * The chunks of one upload session: which the server has stored and how far each chunk in flight has
 * got, so progress counts bytes as they go (not only whole chunks). Chunk numbers are 0-based.
 */
export class ChunkSet {
  private readonly stored = new Set<number>();
  private readonly inFlight = new Map<number, number>();

  constructor(
    readonly fileSize: number,
    readonly chunkSize: number,
    readonly totalChunks: number,
  ) {}

  all(): number[] {
    return Array.from({ length: this.totalChunks }, (_, n) => n);
  }

  /** Byte range [start, end) of a chunk; the last one may be shorter. */
  range(chunkNumber: number): [number, number] {
    const start = chunkNumber * this.chunkSize;
    return [start, Math.min(this.fileSize, start + this.chunkSize)];
  }

  private bytesOf(chunkNumber: number): number {
    const [start, end] = this.range(chunkNumber);
    return Math.max(0, end - start);
  }

  /** What the server holds: every chunk except `missing`. */
  setMissing(missing: readonly number[]): void {
    const gone = new Set(missing);
    this.stored.clear();
    for (const n of this.all()) if (!gone.has(n)) this.stored.add(n);
  }

  markStored(chunkNumber: number): void {
    this.inFlight.delete(chunkNumber);
    this.stored.add(chunkNumber);
  }

  /** Bytes of a chunk sent so far (multipart framing makes `loaded` overshoot; it is capped), or undefined when done. */
  setInFlight(chunkNumber: number, loaded: number | undefined): void {
    if (loaded === undefined) this.inFlight.delete(chunkNumber);
    else this.inFlight.set(chunkNumber, Math.min(loaded, this.bytesOf(chunkNumber)));
  }

  inFlightCount(): number {
    return this.inFlight.size;
  }

  clearInFlight(): void {
    this.inFlight.clear();
  }

  /** Stored bytes plus bytes in flight, as a percent 0–100. */
  percent(): number {
    if (this.fileSize <= 0) return 0;
    let bytes = 0;
    for (const n of this.stored) bytes += this.bytesOf(n);
    for (const loaded of this.inFlight.values()) bytes += loaded;
    return Math.min(100, (bytes / this.fileSize) * 100);
  }
}
