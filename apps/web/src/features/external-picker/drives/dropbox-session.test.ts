import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DropboxApi } from './dropbox-api';

/**
 * A result too large for one Dropbox upload goes in an upload session (CC-7.28, docs/decisions.md
 * D227), against a loopback content host that keeps the session's bytes as Dropbox does: each part
 * must start at the offset the session has reached.
 */
const calls: { path: string; arg: Record<string, unknown>; body: string }[] = [];
const sessions = new Map<string, string>();
const committed = new Map<string, string>();
let server: Server;
let base = '';

function answer(path: string, arg: Record<string, unknown>, body: string): { status: number; body: unknown } {
  const cursor = arg.cursor as { session_id: string; offset: number } | undefined;
  if (path === '/2/files/upload_session/start') {
    const id = `s${String(sessions.size + 1)}`;
    sessions.set(id, body);
    return { status: 200, body: { session_id: id } };
  }
  const held = cursor === undefined ? undefined : sessions.get(cursor.session_id);
  if (cursor === undefined || held === undefined) return { status: 404, body: {} };
  if (held.length !== cursor.offset) return { status: 409, body: { error_summary: 'incorrect_offset/' } };
  sessions.set(cursor.session_id, held + body);
  if (path === '/2/files/upload_session/append_v2') return { status: 200, body: null };
  const commit = arg.commit as { path: string };
  committed.set(commit.path, held + body);
  return { status: 200, body: { name: commit.path } };
}

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const arg = JSON.parse(String(request.headers['dropbox-api-arg'] ?? '{}')) as Record<string, unknown>;
      const body = Buffer.concat(chunks).toString('utf8');
      calls.push({ path, arg, body });
      const result =
        path === '/2/files/upload' ? { status: 200, body: { name: 'one call' } } : answer(path, arg, body);
      response.writeHead(result.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const api = () =>
  new DropboxApi({ appKey: 'd', apiBaseUrl: base, contentBaseUrl: base, authorizeUrl: `${base}/a` }, 'tok', {
    single: 4,
    part: 3,
  });

describe('Dropbox upload sessions', () => {
  it('a file past the single-call limit is started, appended part by part and finished, bytes in order', async () => {
    calls.length = 0;
    await api().upload(new Blob(['0123456789']), 'big.mp4', '/Mediaforge');
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/2/files/upload_session/start', '012'],
      ['/2/files/upload_session/append_v2', '345'],
      ['/2/files/upload_session/append_v2', '678'],
      ['/2/files/upload_session/finish', '9'],
    ]);
    expect(calls[3]?.arg.commit).toEqual({ path: '/Mediaforge/big.mp4', mode: 'add', autorename: true });
    expect(committed.get('/Mediaforge/big.mp4')).toBe('0123456789');
  });

  it('a file within the limit is one /2/files/upload', async () => {
    calls.length = 0;
    await api().upload(new Blob(['0123']), 'small.mp4', '/Mediaforge');
    expect(calls.map((c) => c.path)).toEqual(['/2/files/upload']);
  });
});
