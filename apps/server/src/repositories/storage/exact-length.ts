import { Readable } from 'node:stream';
import { SourceLengthError } from './object-store.repository.js';

/**
 * `source` passed on unchanged while it stays within `size` bytes, failing with SourceLengthError at the
 * first byte past it or at an end before it. An HTTP body sent with `Content-Length: size` must never end
 * early (the server would wait for the rest) nor run over; failing the stream aborts the request instead.
 */
export function exactLength(source: Readable, size: number): Readable {
  async function* checked(): AsyncGenerator<Uint8Array> {
    let received = 0;
    for await (const buffer of source as AsyncIterable<Uint8Array>) {
      received += buffer.length;
      if (received > size) throw new SourceLengthError(size, received);
      yield buffer;
    }
    if (received !== size) throw new SourceLengthError(size, received);
  }
  return Readable.from(checked(), { objectMode: false });
}
