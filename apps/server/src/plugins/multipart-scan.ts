/**
 * A watcher of a multipart body's framing, beside the real parser (D69). busboy silently skips a part
 * whose header it cannot read (a CR/LF inside a quoted name ends the header line early, a part with
 * no Content-Disposition), so the handler would see the next part, or none, and never learn that the
 * client sent something else. This scanner reads the same bytes, finds every part's header block and
 * reports the first one that is not a clean `Content-Disposition: form-data; name="…"` header set.
 * Linear in the body; memory stays at one header block (capped) plus a delimiter's length.
 */

/** A part's header block past this is refused (busboy itself reads at most 16 KiB per part header set). */
const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const HEADER_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:[^\r\n]*$/;
/** form-data; then parameters, each a token or a quoted string (quotes balanced, on one line). */
const DISPOSITION =
  /^\s*form-data\s*(?:;\s*[!#$%&'*+.^_`|~0-9A-Za-z-]+\*?\s*=\s*(?:"(?:[^"\\\r\n]|\\.)*"|[^\s;"]+)\s*)*;?\s*$/i;
const NAME_PARAMETER = /;\s*name\s*=/i;

/** What is wrong with one part's header lines, or undefined when they are fine. */
export function partHeaderProblem(lines: readonly string[]): string | undefined {
  let disposition: string | undefined;
  for (const line of lines) {
    if (!HEADER_LINE.test(line)) return 'a part header line is broken (a line break inside a value?)';
    const colon = line.indexOf(':');
    if (line.slice(0, colon).toLowerCase() === 'content-disposition') disposition = line.slice(colon + 1);
  }
  if (disposition === undefined) return 'a part has no Content-Disposition';
  if (!DISPOSITION.test(disposition) || !NAME_PARAMETER.test(disposition)) {
    return 'a part has an unreadable Content-Disposition';
  }
  return undefined;
}

export class MultipartFramingScanner {
  private readonly delimiter: Buffer;
  /** Unsearched bytes: the tail of the last chunk (a delimiter may straddle two chunks). */
  private pending: Buffer;
  private state: 'body' | 'headers' | 'closed' = 'body';
  problem: string | undefined;

  constructor(boundary: string) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`);
    // The first delimiter may start the body without the CRLF before it.
    this.pending = Buffer.from(CRLF);
  }

  /** Feeds the next bytes of the body; answers the first problem found (then stays with it). */
  push(chunk: Buffer): string | undefined {
    if (this.problem !== undefined || this.state === 'closed') return this.problem;
    let data = Buffer.concat([this.pending, chunk]);
    for (;;) {
      if (this.state === 'body') {
        const at = data.indexOf(this.delimiter);
        if (at < 0) {
          this.pending = data.subarray(Math.max(0, data.length - this.delimiter.length - 1));
          return undefined;
        }
        const after = at + this.delimiter.length;
        if (data.length < after + 2) {
          this.pending = data.subarray(at);
          return undefined;
        }
        if (data[after] === 0x2d && data[after + 1] === 0x2d) {
          this.state = 'closed';
          return undefined;
        }
        data = data.subarray(after);
        this.state = 'headers';
      } else if (this.state === 'headers') {
        const end = data.indexOf(HEADER_END);
        if (end < 0) {
          if (data.length > MAX_HEADER_BYTES) return (this.problem = 'a part header block is too long');
          this.pending = data;
          return undefined;
        }
        // The delimiter line may carry transport padding before its CRLF (RFC 2046 §5.1.1).
        const block = data.subarray(0, end + 2).toString('latin1');
        const [padding = '', ...lines] = block.split('\r\n').slice(0, -1);
        const problem = /^[ \t]*$/.test(padding)
          ? partHeaderProblem(lines)
          : 'a delimiter line is followed by other text';
        if (problem !== undefined) return (this.problem = problem);
        // Back to the part's data (the next delimiter's own CRLF follows at once when it is empty).
        data = data.subarray(end + HEADER_END.length);
        this.state = 'body';
      } else {
        return undefined;
      }
    }
  }
}

/** The boundary parameter of a multipart Content-Type, or undefined (the parser then refuses the body). */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}
