import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { egressSchema, toEgressConfig, type EgressConfig } from '../../src/config/egress-config.js';
import { AppError } from '../../src/errors/app-error.js';
import { createEgress, type Egress } from '../../src/repositories/egress/egress.repository.js';
import type { EgressLogger, HostLookup } from '../../src/repositories/egress/egress-guard.repository.js';

/**
 * A loopback canary: one port on 127.0.0.1 and the same port on ::1, counting every TCP connection and
 * request that reaches it. An SSRF test passes only if it stays at zero.
 */
export interface Canary {
  readonly port: number;
  connections(): number;
  requests(): number;
  close(): Promise<void>;
}

function listen(server: http.Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

function closeAll(servers: readonly http.Server[]): Promise<void> {
  return Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          s.close(() => resolve());
          s.closeAllConnections();
        }),
    ),
  ).then(() => undefined);
}

export async function startCanary(): Promise<Canary> {
  let connections = 0;
  let requests = 0;
  const make = (): http.Server => {
    const server = http.createServer((_req, res) => {
      requests += 1;
      res.end('canary');
    });
    server.on('connection', () => {
      connections += 1;
    });
    return server;
  };
  const v4 = make();
  const port = await listen(v4, '127.0.0.1', 0);
  const v6 = make();
  await listen(v6, '::1', port);
  return {
    port,
    connections: () => connections,
    requests: () => requests,
    close: () => closeAll([v4, v6]),
  };
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A loopback origin whose requests the test answers (and records). */
export interface Origin {
  readonly port: number;
  readonly url: string;
  readonly seen: IncomingMessage[];
  close(): Promise<void>;
}

export async function startOrigin(handler: Handler): Promise<Origin> {
  const seen: IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req);
    handler(req, res);
  });
  const port = await listen(server, '127.0.0.1', 0);
  return { port, url: `http://127.0.0.1:${port}`, seen, close: () => closeAll([server]) };
}

/** The configuration as env.ts would build it from these variables. */
export function egressConfig(env: Record<string, string> = {}): EgressConfig {
  return toEgressConfig(egressSchema.parse(env));
}

export interface WarnLog extends EgressLogger {
  readonly entries: { readonly fields: Record<string, unknown>; readonly message: string }[];
}

export function warnLog(): WarnLog {
  const entries: { fields: Record<string, unknown>; message: string }[] = [];
  return {
    entries,
    warn: (fields, message) => {
      entries.push({ fields, message });
    },
  };
}

/** A resolver for names of the test's choosing; anything else fails like an unknown name. */
export function fakeLookup(names: Record<string, readonly string[]>): HostLookup {
  return (hostname) => {
    const found = names[hostname];
    if (found) return Promise.resolve(found);
    return Promise.reject(
      Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
    );
  };
}

export function egressFor(
  env: Record<string, string>,
  lookup?: HostLookup,
): { egress: Egress; log: WarnLog } {
  const log = warnLog();
  return { egress: createEgress(egressConfig(env), { logger: log, lookup }), log };
}

/** The refusal a request ends with (its code and context); fails the test when the request went through. */
export async function refusalOf(work: Promise<unknown>): Promise<{ code: string; context: unknown }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, context: error.context };
    throw error;
  }
  throw new Error('the request went through');
}

const CHUNK = Buffer.alloc(16 * 1024, 0x61);

/** Answers 200 and writes as fast as the reader takes it, forever. */
export function streamForever(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/octet-stream' });
  const pump = (): void => {
    while (res.write(CHUNK));
    res.once('drain', pump);
  };
  pump();
}
