import type { EgressConfig } from '../../config/egress-config.js';
import { createEgressClient, type EgressClient } from './egress-client.repository.js';
import { createGuardedDispatcher } from './egress-dispatcher.repository.js';
import {
  createEgressGuard,
  type EgressGuard,
  type EgressLogger,
  type HostLookup,
} from './egress-guard.repository.js';
import { startEgressProxy, type EgressProxy } from './egress-proxy.repository.js';

/** The server's one way out (DESIGN.md §5 "Egress"): the client for its own requests, the proxy for children. */
export interface Egress {
  readonly guard: EgressGuard;
  readonly client: EgressClient;
  /** Starts the loopback proxy for child processes (once; later calls answer the same proxy). */
  proxy(): Promise<EgressProxy>;
  close(): Promise<void>;
}

export interface EgressDeps {
  readonly logger: EgressLogger;
  /** The resolver; tests make a name resolve where they want. */
  readonly lookup?: HostLookup;
}

export function createEgress(config: EgressConfig, deps: EgressDeps): Egress {
  if (config.allowPrivate.length > 0) {
    deps.logger.warn(
      { allowPrivate: config.allowPrivate.length },
      'EGRESS_ALLOW_PRIVATE is set: outbound requests may reach private addresses (for tests; never in production)',
    );
  }
  const guard = createEgressGuard({
    allowList: config.allowPrivate,
    connectTimeoutMs: config.connectTimeoutMs,
    logger: deps.logger,
    lookup: deps.lookup,
  });
  const client = createEgressClient(config, createGuardedDispatcher(guard, config));
  let proxy: Promise<EgressProxy> | undefined;
  return {
    guard,
    client,
    proxy() {
      proxy ??= startEgressProxy({ guard, config, logger: deps.logger });
      return proxy;
    },
    async close() {
      await Promise.all([client.close(), proxy?.then((p) => p.close())]);
    },
  };
}
