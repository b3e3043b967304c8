import { Agent, buildConnector } from 'undici';
import type { EgressLimits } from '../../config/egress-config.js';
import type { EgressGuard } from './egress-guard.repository.js';

/**
 * undici's connector with the guard in front: the origin's name is resolved and judged by the guard,
 * and undici's own connector then opens TCP (and TLS, with the name as SNI and for the certificate
 * check) to the judged address only. Every pooled connection of the Agent was made this way.
 */
function guardedConnector(guard: EgressGuard, connectTimeoutMs: number): buildConnector.connector {
  const connect = buildConnector({ timeout: connectTimeoutMs });
  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
    guard.resolve(options.hostname, port).then(
      (addresses) => {
        const tryFrom = (index: number, lastError?: Error): void => {
          const address = addresses[index];
          if (address === undefined) {
            callback(lastError ?? new Error('no address to connect to'), null);
            return;
          }
          // `host` keeps the name: undici derives the TLS server name from it.
          connect(
            { ...options, hostname: address, host: options.host ?? options.hostname },
            (error, socket) => {
              if (error) tryFrom(index + 1, error);
              else callback(null, socket);
            },
          );
        };
        tryFrom(0);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
}

/** The one undici dispatcher of the egress client: pooled, keep-alive, guarded at every connect. */
export function createGuardedDispatcher(guard: EgressGuard, limits: EgressLimits): Agent {
  return new Agent({
    connect: guardedConnector(guard, limits.connectTimeoutMs),
    headersTimeout: limits.headersTimeoutMs,
    bodyTimeout: limits.idleTimeoutMs,
    connections: 32,
  });
}
