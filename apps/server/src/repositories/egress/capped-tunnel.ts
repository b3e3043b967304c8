import type { Duplex } from 'node:stream';
import type { EgressLimits } from '../../config/egress-config.js';

export type TunnelEnd = 'closed' | 'too-large' | 'idle' | 'total' | 'error';

/**
 * Relays bytes both ways between two sockets with the egress caps: at most `maxBytes` each way, no
 * silence longer than `idleTimeoutMs`, no longer than `totalTimeoutMs` in all. Past a cap both sockets
 * are destroyed; `onEnd` runs once with the reason.
 */
export function relayWithCaps(
  client: Duplex,
  upstream: Duplex,
  limits: Pick<EgressLimits, 'maxBytes' | 'idleTimeoutMs' | 'totalTimeoutMs'>,
  onEnd: (end: TunnelEnd, bytes: { up: number; down: number }) => void,
): void {
  const bytes = { up: 0, down: 0 };
  let ended = false;
  let open = 2;
  const finish = (end: TunnelEnd): void => {
    if (ended) return;
    ended = true;
    clearTimeout(total);
    if (end !== 'closed') {
      client.destroy();
      upstream.destroy();
    }
    onEnd(end, bytes);
  };
  const total = setTimeout(() => finish('total'), limits.totalTimeoutMs);

  const relay = (from: Duplex, to: Duplex, direction: 'up' | 'down'): void => {
    from.on('data', (chunk: Buffer) => {
      bytes[direction] += chunk.length;
      if (bytes[direction] > limits.maxBytes) {
        finish('too-large');
        return;
      }
      if (!to.write(chunk)) {
        from.pause();
        to.once('drain', () => from.resume());
      }
    });
    // A half-close is passed on; what was written before it still arrives.
    from.once('end', () => to.end());
    from.on('error', () => finish('error'));
    from.once('close', () => {
      to.end();
      open -= 1;
      if (open === 0) finish('closed');
    });
    (from as Duplex & { setTimeout?: (ms: number, cb: () => void) => void }).setTimeout?.(
      limits.idleTimeoutMs,
      () => finish('idle'),
    );
  };
  relay(client, upstream, 'up');
  relay(upstream, client, 'down');
}
