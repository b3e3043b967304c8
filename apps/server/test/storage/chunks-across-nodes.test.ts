import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CODES, UPLOAD_ERROR_MESSAGES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSEMBLY_LEASE_MS } from '../../src/services/uploads/assembly-lease.js';
import { bigAvi, sha256Of } from '../helpers/media-fixtures.js';
import { startS3Server, type S3Server } from '../helpers/s3/s3-server.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { chunksOf, uploadClient, type Data } from '../helpers/upload-client.js';

const MiB = 1024 * 1024;
const SESSION = 'anon_nodes-test-0001';
const BUCKET = 'nodes';

interface Completed {
  fileId: string;
  fileSize: number;
  downloadUrl: string;
  metadata: { container: string; width: number; height: number; hasVideo: boolean };
}

/**
 * Two API nodes (two apps in one process) behind one load balancer: one database file, one S3 store,
 * a data directory each (docs/decisions.md D254, D255). Requests go to either node, one at a time.
 */
describe('chunked uploads across API nodes (shared database, S3 store)', () => {
  let s3: S3Server;
  let shared: string;
  let a: TestApp;
  let b: TestApp;
  let big: { bytes: Uint8Array; sha256: string };
  const nodes = () => [a, b] as const;
  const api = (t: TestApp) => uploadClient(t.baseUrl, SESSION);
  const staged = () => [...s3.objects(BUCKET).keys()].filter((k) => k.startsWith('chunks/'));
  const stored = () => [...s3.objects(BUCKET).keys()].filter((k) => k.startsWith('files/'));

  beforeAll(async () => {
    s3 = await startS3Server();
    shared = mkdtempSync(path.join(tmpdir(), 'mf-nodes-'));
    const env = s3.env(BUCKET, {
      DATABASE_PATH: path.join(shared, 'shared.db'),
      // Every node signs download links with the same key.
      UPLOAD_TOKEN_SECRET: 'nodes-test-download-token-secret-0123456789',
    });
    a = await startTestApp(env);
    b = await startTestApp(env);
    const fixture = await bigAvi();
    big = { bytes: readFileSync(fixture.file), sha256: fixture.sha256 };
  }, 60_000);
  afterAll(async () => {
    await a.close();
    await b.close();
    await s3.close();
    rmSync(shared, { recursive: true, force: true });
  });

  /** Sends every chunk, alternating the nodes (chunk n to node n mod 2), and answers the session. */
  async function uploadAlternating(bytes: Uint8Array, fileHash: string) {
    const init = await api(a).init({ fileName: 'nodes.avi', fileSize: bytes.length, fileHash });
    expect(init.status).toBe(200);
    const { uploadId, chunkSize } = init.body.data;
    for (const [n, chunk] of chunksOf(bytes, chunkSize).entries()) {
      expect((await api(nodes()[n % 2]!).chunk(uploadId, n, chunk)).status).toBe(200);
    }
    return { uploadId, chunkSize };
  }

  it('chunks sent to both nodes: complete on either gives the SHA-256 sent at init and a stored, probed file', async () => {
    const { uploadId, chunkSize } = await uploadAlternating(big.bytes, big.sha256);
    expect(chunkSize).toBe(5 * MiB);
    const chunks = chunksOf(big.bytes, chunkSize);
    expect(staged()).toHaveLength(chunks.length);
    // No node keeps chunks on its own disk: either may complete.
    for (const t of nodes()) expect(existsSync(path.join(t.dataDir, 'uploads', uploadId))).toBe(false);
    // A chunk sent again to the other node is a no-op there too.
    expect((await api(b).chunk(uploadId, 0, chunks[0]!)).body.data).toMatchObject({ isComplete: true });
    expect((await api(a).progress(uploadId)).body.data).toMatchObject({ missingChunks: [], progress: 100 });

    const done = await api(b).complete<Data<Completed>>(uploadId);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      fileSize: big.bytes.length,
      metadata: { container: 'avi', width: 1280, height: 720, hasVideo: true },
    });
    const { fileId, downloadUrl } = done.body.data;
    // Published to the store; the staged chunks and the assembled file are gone.
    expect(stored()).toHaveLength(1);
    expect(s3.objects(BUCKET).get(stored()[0]!)?.body.length).toBe(big.bytes.length);
    expect(staged()).toEqual([]);
    expect(existsSync(path.join(b.dataDir, 'uploads', uploadId))).toBe(false);
    // The other node answers the retried completion and serves the file.
    expect((await api(a).complete(uploadId)).body.data).toMatchObject({ fileId });
    const download = await fetch(`${a.baseUrl}${downloadUrl}`);
    expect(download.status).toBe(200);
    expect(sha256Of(new Uint8Array(await download.arrayBuffer()))).toBe(big.sha256);
  });

  it('a wrong SHA-256 is refused on the completing node; every staged chunk is removed', async () => {
    const bytes = big.bytes.subarray(0, 11 * MiB);
    const { uploadId } = await uploadAlternating(bytes, 'ab'.repeat(32));
    const done = await api(a).complete(uploadId);
    expect(done.status).toBe(422);
    expect(done.body).toEqual({
      code: ERROR_CODES.UPLOAD_HASH_MISMATCH,
      message: UPLOAD_ERROR_MESSAGES.hashMismatch,
    });
    expect(staged()).toEqual([]);
    expect((await api(b).complete(uploadId)).status).toBe(422);
  });

  it('a completion held by another node answers UPLOAD_BUSY; one whose node died is taken over after the lease', async () => {
    const bytes = big.bytes.subarray(0, 12 * MiB);
    const { uploadId } = await uploadAlternating(bytes, sha256Of(bytes));
    // What a node that died mid-completion leaves: the session assembling, its lease last renewed now.
    const diedAt = Date.now();
    await a.db
      .updateTable('upload_sessions')
      .set({ status: 'assembling', updated_at: diedAt })
      .where('id', '=', uploadId)
      .execute();
    const held = await api(b).complete(uploadId);
    expect(held.status).toBe(409);
    expect(held.body).toMatchObject({ code: ERROR_CODES.UPLOAD_BUSY });

    await a.db
      .updateTable('upload_sessions')
      .set({ updated_at: diedAt - ASSEMBLY_LEASE_MS - 1 })
      .where('id', '=', uploadId)
      .execute();
    const done = await api(b).complete<Data<Completed>>(uploadId);
    expect(done.status).toBe(200);
    expect(done.body.data.fileSize).toBe(bytes.length);
    expect(staged()).toEqual([]);
  });

  it('a cancel on one node removes the chunks the other node staged', async () => {
    const init = await api(a).init({ fileName: 'gone.avi', fileSize: 7 * MiB });
    const { uploadId } = init.body.data;
    expect((await api(b).chunk(uploadId, 0, big.bytes.subarray(0, 5 * MiB))).status).toBe(200);
    expect(staged()).toEqual([`chunks/${uploadId}/0`]);
    expect((await api(a).cancel(uploadId)).status).toBe(200);
    expect(staged()).toEqual([]);
    expect((await api(b).progress(uploadId)).status).toBe(404);
  });

  it('a chunk of the wrong size is refused by the node it reached, and the store keeps nothing of it', async () => {
    const init = await api(a).init({ fileName: 'sizes.avi', fileSize: 7 * MiB });
    const { uploadId } = init.body.data;
    const short = await api(b).chunk(uploadId, 0, big.bytes.subarray(0, 5 * MiB - 1));
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: ERROR_CODES.UPLOAD_CHUNK_INVALID });
    expect(staged()).toEqual([]);
    expect((await api(a).chunk(uploadId, 1, big.bytes.subarray(0, 2 * MiB))).status).toBe(200);
    expect(staged()).toEqual([`chunks/${uploadId}/${5 * MiB}`]);
    expect((await api(b).cancel(uploadId)).status).toBe(200);
  });
});
