import http from 'node:http';
import net from 'node:net';

/** `Basic …` for a lease URL's userinfo, as urllib (yt-dlp) and undici send it. */
export function basicAuth(leaseUrl: string): string {
  const url = new URL(leaseUrl);
  return `Basic ${Buffer.from(`${url.username}:${url.password}`).toString('base64')}`;
}

export interface ConnectAnswer {
  readonly status: number;
  readonly head: string;
  readonly socket: net.Socket;
  /** Bytes that arrived after the answer's head (the start of the tunnel, or the refusal's body). */
  readonly rest: Buffer;
}

/** A CONNECT on a raw socket, as a proxy client writes it. */
export function rawConnect(proxyPort: number, target: string, auth?: string): Promise<ConnectAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxyPort, '127.0.0.1');
    let buffered = Buffer.alloc(0);
    socket.once('error', reject);
    socket.on('data', function onData(chunk: Buffer) {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf('\r\n\r\n');
      if (end === -1) return;
      socket.removeListener('data', onData);
      const head = buffered.subarray(0, end).toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      resolve({ status, head, socket, rest: buffered.subarray(end + 4) });
    });
    const authLine = auth ? `Proxy-Authorization: ${auth}\r\n` : '';
    socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n${authLine}\r\n`);
  });
}

/** Sends a plain HTTP request through an open tunnel and reads the whole answer until the close. */
export function httpOverTunnel(socket: net.Socket, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.once('error', reject);
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  });
}

/** Counts the bytes a socket receives until it closes. */
export function bytesUntilClose(socket: net.Socket, already = 0): Promise<number> {
  return new Promise((resolve) => {
    let bytes = already;
    socket.on('data', (c: Buffer) => {
      bytes += c.length;
    });
    socket.once('error', () => undefined);
    socket.once('close', () => resolve(bytes));
  });
}

/** An absolute-form request (`GET http://host/path`), the way a client sends plain http to a proxy. */
export function absoluteForm(
  proxyPort: number,
  target: string,
  auth?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port: proxyPort,
      path: target,
      headers: auth
        ? { 'proxy-authorization': auth, host: new URL(target).host }
        : { host: new URL(target).host },
      agent: false,
    });
    req.once('error', reject);
    req.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.end();
  });
}
