import net from 'node:net';

export interface RawAnswer {
  /** 0 when the server closed the connection without an answer. */
  readonly status: number;
  readonly body: string;
  readonly ms: number;
  /** True when nothing came back before `waitMs`. */
  readonly timedOut: boolean;
}

/**
 * Sends exact bytes to the server (what fetch would refuse to send: bad framing, CR/LF in part names,
 * short bodies) and reads the answer until the connection closes, the response is complete, or `waitMs`.
 */
export function rawRequest(baseUrl: string, bytes: Buffer | string, waitMs = 3000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let data = Buffer.alloc(0);
    let settled = false;
    const finish = (timedOut: boolean): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = data.toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      resolve({ status, body, ms: Date.now() - started, timedOut: timedOut && status === 0 });
    };
    const timer = setTimeout(() => finish(true), waitMs);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const text = data.toString('utf8');
      const head = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text.slice(0, head))?.[1];
      if (head >= 0 && length !== undefined && data.length >= head + 4 + Number(length)) finish(false);
    });
    socket.on('error', () => finish(false));
    socket.on('close', () => finish(false));
    socket.write(bytes);
  });
}

/** A request head with the given lines and a Content-Length for `body`. */
export function requestBytes(
  method: string,
  path: string,
  headers: Readonly<Record<string, string>>,
  body: Buffer | string,
  contentLength = Buffer.byteLength(body),
): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', `content-length: ${contentLength}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), Buffer.from(body)]);
}
