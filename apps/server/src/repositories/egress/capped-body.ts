import { Transform, type Readable } from 'node:stream';
import { egressError, isEgressError } from '../../egress/egress-error.js';

/**
 * undici's and the socket's failures in the EGRESS_* vocabulary. A caller's own abort keeps its reason,
 * so whoever aborted recognises it.
 */
export function toEgressFailure(error: unknown, callerSignal?: AbortSignal): unknown {
  if (isEgressError(error)) return error;
  if (callerSignal?.aborted) return callerSignal.reason;
  const code = (error as { code?: unknown } | undefined)?.code;
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return egressError({ code: 'EGRESS_TIMEOUT', phase: 'connect' });
    case 'UND_ERR_HEADERS_TIMEOUT':
      return egressError({ code: 'EGRESS_TIMEOUT', phase: 'headers' });
    case 'UND_ERR_BODY_TIMEOUT':
      return egressError({ code: 'EGRESS_TIMEOUT', phase: 'idle' });
    default:
      return egressError({ code: 'EGRESS_UNREACHABLE', reason: typeof code === 'string' ? code : 'failed' });
  }
}

export interface CappedBody {
  readonly body: Readable;
  /** Ends the transfer with this error (the total timeout). */
  fail(error: Error): void;
}

/**
 * The answer's body with its byte cap: past `maxBytes` it errors with EGRESS_TOO_LARGE and the
 * connection is dropped, so no more than the cap is ever read. Destroying the returned stream (a
 * visitor who went away) stops the transfer too. `onClose` runs once, however it ends.
 */
export function capBody(
  source: Readable,
  maxBytes: number,
  callerSignal: AbortSignal | undefined,
  onClose: () => void,
): CappedBody {
  let received = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > maxBytes) done(egressError({ code: 'EGRESS_TOO_LARGE', maxBytes }));
      else done(null, chunk);
    },
  });
  source.on('error', (error) => body.destroy(toEgressFailure(error, callerSignal) as Error));
  body.once('close', () => {
    if (!source.destroyed) source.destroy();
    onClose();
  });
  source.pipe(body);
  return { body, fail: (error) => body.destroy(error) };
}
