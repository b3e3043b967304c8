import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CODES, type MediaHealth, type RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_CAPTCHA } from '../accounts/account-kit.js';
import { downloaderClient } from '../downloader/downloader-kit.js';
import { startCanary, startOrigin, type Canary, type Origin } from '../egress/egress-fixtures.js';
import { makeSiteMedia, siteHandler } from '../extractors/ytdlp-site.js';
import { makeClip } from '../encode/encode-helpers.js';
import { jobClient } from '../helpers/job-client.js';
import { until } from '../helpers/job-kit.js';
import { bigAvi } from '../helpers/media-fixtures.js';
import { encodersReferencing } from '../helpers/process-group.js';
import { chunksOf, ownerHeaders, uploadClient, type Data } from '../helpers/upload-client.js';
import {
  BUCKET,
  downloadResult,
  encodersOf,
  follower,
  isLive,
  sha256,
  startCluster,
  tripwireTools,
  type Cluster,
  type Follower,
  type Node,
} from './cluster-kit.js';

const JOBS = 20;

/**
 * The scaled mode end to end (docs/operations.md): two `--role api` and two `--role worker` processes of
 * the built server on one PostgreSQL, one Redis and one S3 store, each with a data directory of its own.
 * Nothing is shared between the processes but those three, so every assertion below crosses them. The
 * api nodes' ffmpeg, ffprobe, sox and yt-dlp are tripwires that record any start (D256); a loopback site
 * that DOWNLOADER_TEST_ORIGINS names as Vimeo gives yt-dlp something to read.
 */
describe('the scaled mode: two api nodes and two workers on PostgreSQL, Redis and S3 (real processes)', () => {
  let cluster: Cluster;
  let apis: (Node & { url: string })[];
  let workers: Node[];
  let clip: Buffer;
  let slowClip: Buffer;
  const sockets: Follower[] = [];
  let siteDir: string;
  let site: Origin;
  let canary: Canary;
  let tripwire: ReturnType<typeof tripwireTools>;

  beforeAll(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'mf-cluster-site-'));
    await makeSiteMedia(siteDir);
    canary = await startCanary();
    const self = { url: '' };
    site = await startOrigin(siteHandler(siteDir, () => self.url, canary.port));
    self.url = site.url;
    tripwire = tripwireTools(path.join(siteDir, 'tripwire'));
    cluster = await startCluster({
      env: {
        ...FAST_CAPTCHA,
        DOWNLOADER_TEST_ORIGINS: `vimeo=${site.url}`,
        EGRESS_ALLOW_PRIVATE: `127.0.0.1:${site.port}`,
      },
      apiEnv: tripwire.env,
    });
    const { workDir } = cluster;
    // All four start at once: the first applies the migrations, the others wait on its lock.
    const [a, b, w1, w2, short, slow] = await Promise.all([
      cluster.startApi('api-a'),
      cluster.startApi('api-b'),
      cluster.startWorker('worker-a'),
      cluster.startWorker('worker-b'),
      makeClip(workDir, 'short.mp4', { seconds: 1, size: '160x120' }),
      // Hundreds of noisy frames into VP9: its encoder is busy for seconds when its worker dies.
      makeClip(workDir, 'slow.mp4', { seconds: 20, size: '320x180', noise: 30 }),
    ]);
    apis = [a, b];
    workers = [w1, w2];
    clip = readFileSync(short);
    slowClip = readFileSync(slow);
  }, 240_000);
  afterAll(async () => {
    for (const s of sockets) s.socket.disconnect();
    await cluster?.stop();
    expect(canary.connections(), 'connections that reached the canary').toBe(0);
    await Promise.all([site.close(), canary.close()]);
    rmSync(siteDir, { recursive: true, force: true });
  }, 60_000);

  it('conversions submitted to both api nodes: each socket follows its own job; one result each, served by the other node', async () => {
    const runs = await Promise.all(
      Array.from({ length: JOBS }, async (_, i) => {
        const [node, other] = i % 2 === 0 ? [apis[0]!, apis[1]!] : [apis[1]!, apis[0]!];
        const session = `anon_cluster-job-${String(i).padStart(2, '0')}`;
        const socket = await follower(node.url, session);
        sockets.push(socket);
        const up = await uploadClient(node.url, session).regular<Data<RegularUploadResponse>>(
          clip,
          `c${i}.mp4`,
        );
        expect(up.status).toBe(200);
        const started = await jobClient(node.url, session).convert(up.body.data.fileId, 'webm');
        expect(started.status).toBe(202);
        const jobId = started.body.data.jobId;
        await socket.subscribe(jobId);
        return { session, other, socket, jobId };
      }),
    );
    for (const run of runs) {
      // The api nodes run no job: a job:update reaching the socket was published by a worker process.
      const end = await until(
        () => run.socket.updates.find((u) => ['completed', 'failed', 'cancelled'].includes(u.status)),
        150_000,
        50,
      );
      expect(end).toMatchObject({ jobId: run.jobId, status: 'completed', progress: 100 });
      // The end's progress message follows its update on the same Redis channel, a moment later.
      await until(() => run.socket.progress.some((p) => p.status === 'completed'), 10_000, 20);
    }

    const db = cluster.openDb();
    try {
      const jobs = await db.selectFrom('jobs').select(['id', 'owner', 'status', 'result_file_id']).execute();
      expect(jobs.map((j) => j.id).sort()).toEqual(runs.map((r) => r.jobId).sort());
      expect(jobs.every((j) => j.status === 'completed')).toBe(true);
      const outputs = await db
        .selectFrom('files')
        .select(['id', 'owner', 'sha256'])
        .where('upload_method', '=', 'output')
        .execute();
      // Exactly one output row per job, and it is the one the job names.
      expect(outputs.map((o) => o.id).sort()).toEqual(jobs.map((j) => j.result_file_id).sort());
      for (const run of runs) {
        const job = jobs.find((j) => j.id === run.jobId)!;
        const output = outputs.find((o) => o.id === job.result_file_id)!;
        expect(output.owner).toBe(job.owner);
        const bytes = await downloadResult(run.other.url, run.session, run.jobId);
        expect(sha256(bytes)).toBe(output.sha256);
      }
    } finally {
      await db.destroy();
    }
    // Inputs and results all in the store, nothing else there.
    const keys = [...cluster.s3.objects(BUCKET).keys()];
    expect(keys.filter((k) => k.startsWith('files/'))).toEqual(keys);
    expect(keys).toHaveLength(2 * JOBS);
    for (const { socket, jobId } of runs) {
      // Seconds later, still nothing of another job, and no stale percent after the end.
      const seen = [...socket.progress, ...socket.updates].map((m) => m.jobId);
      expect(new Set(seen)).toEqual(new Set([jobId]));
      expect(socket.progress.at(-1)).toMatchObject({ status: 'completed', progress: 100 });
    }
    // Both workers took jobs from the shared queue.
    for (const w of workers) expect(w.process.output()).toContain('"msg":"job ended"');
  }, 180_000);

  it('a chunked upload whose chunks alternate between the api nodes completes with the sent SHA-256', async () => {
    const bytes = readFileSync((await bigAvi()).file);
    const hash = sha256(bytes);
    const session = 'anon_cluster-chunks-owner';
    const client = (i: number) => uploadClient(apis[i % 2]!.url, session);
    const init = await client(0).init({ fileName: 'big.avi', fileSize: bytes.length, fileHash: hash });
    expect(init.status).toBe(200);
    const { uploadId, chunkSize } = init.body.data;
    const chunks = chunksOf(bytes, chunkSize);
    expect(chunks.length).toBeGreaterThan(2);
    for (const [n, chunk] of chunks.entries())
      expect((await client(n).chunk(uploadId, n, chunk)).status).toBe(200);
    const done =
      await client(1).complete<Data<{ fileId: string; fileSize: number; downloadUrl: string }>>(uploadId);
    expect(done.status).toBe(200);
    expect(done.body.data.fileSize).toBe(bytes.length);
    const res = await fetch(`${apis[0]!.url}${done.body.data.downloadUrl}`, {
      headers: ownerHeaders(session),
    });
    expect(res.status).toBe(200);
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(hash);
    expect([...cluster.s3.objects(BUCKET).keys()].filter((k) => k.startsWith('chunks/'))).toEqual([]);
  }, 60_000);

  it('an api node answers a link’s analysis with yt-dlp run by a worker (D256); its download finishes through the other node', async () => {
    const session = 'anon_cluster-link-owner';
    const [a, b] = apis.map((n) => downloaderClient(n.url, ownerHeaders(session)));
    const info = await a!.info(`${site.url}/dash/manifest.mpd`, { captcha: true });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ platform: 'vimeo', url: `${site.url}/dash/manifest.mpd` });
    expect(info.body.data.qualities.map((q) => q.formatId)).toEqual(['0+1', '1', 'mp3-1']);
    const started = await b!.download(info.body.data.jobId, '0+1');
    expect(started.status).toBe(202);
    const job = await b!.finished(started.body.data.jobId, 120_000);
    expect(job).toMatchObject({ status: 'COMPLETED', progress: 100 });
    const lookups = workers.map((w) => w.process.output()).join('\n');
    expect(lookups).toMatch(/"kind":"link-lookup"[^\n]*"status":"done"[^\n]*"msg":"worker call ended"/);
  }, 150_000);

  it('an upload that is not media is refused by a worker’s check with 415 UNSUPPORTED_MEDIA; its copy leaves the store', async () => {
    const before = [...cluster.s3.objects(BUCKET).keys()];
    const up = await uploadClient(apis[1]!.url, 'anon_cluster-not-media').regular<
      Data<RegularUploadResponse>
    >(Buffer.from('this is plain text, not a video, however it is named\n'.repeat(200)), 'fake.mp4');
    expect(up.status).toBe(415);
    expect(up.body).toMatchObject({ code: ERROR_CODES.UNSUPPORTED_MEDIA });
    expect([...cluster.s3.objects(BUCKET).keys()].sort()).toEqual(before.sort());
  }, 60_000);

  it('GET /api/media/health on an api node names the workers’ yt-dlp version', async () => {
    const res = await fetch(`${apis[0]!.url}/api/media/health`);
    expect(res.status).toBe(200);
    const health = ((await res.json()) as { data: MediaHealth }).data;
    const local = execFileSync('yt-dlp', ['--version'], { encoding: 'utf8' }).trim();
    expect(health.engine.version).toBe(local);
  }, 30_000);

  it('a worker killed mid-encode: its encoder dies with it, the other worker finishes the job with one result', async () => {
    const session = 'anon_cluster-crash-owner';
    const [a, b] = [apis[0]!, apis[1]!];
    const up = await uploadClient(a.url, session).regular<Data<RegularUploadResponse>>(slowClip, 'slow.mp4');
    expect(up.status).toBe(200);
    const started = await jobClient(a.url, session).convert(up.body.data.fileId, 'webm', {
      settings: { video_codec: 'vp9' },
    });
    expect(started.status).toBe(202);
    const jobId = started.body.data.jobId;
    // Mid-encode: past the start-up steps, with an ffmpeg running under one of the workers.
    const holder = await until(
      async () => {
        const { body } = await jobClient(a.url, session).status(jobId);
        if (body.data.status !== 'running' || body.data.progress <= 10) return undefined;
        return workers.find((w) => encodersOf(w.process.child.pid).length > 0);
      },
      90_000,
      50,
    );
    const survivor = workers.find((w) => w !== holder)!;
    const encoders = encodersOf(holder.process.child.pid);
    expect(encoders.length).toBeGreaterThan(0);
    await holder.process.kill();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(encoders.filter(isLive)).toEqual([]);
    expect(encodersReferencing(holder.dataDir)).toEqual([]);

    const done = await jobClient(b.url, session).waitFor(
      jobId,
      ['completed', 'failed', 'cancelled'],
      150_000,
    );
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(survivor.process.output()).toContain('interrupted job taken over');
    const db = cluster.openDb();
    try {
      const job = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'completed', attempts: 2 });
      const outputs = await db
        .selectFrom('files')
        .select(['id', 'sha256'])
        .where('owner', '=', job.owner)
        .where('upload_method', '=', 'output')
        .execute();
      expect(outputs.map((o) => o.id)).toEqual([job.result_file_id]);
      expect(sha256(await downloadResult(b.url, session, jobId))).toBe(outputs[0]!.sha256);
    } finally {
      await db.destroy();
    }
    expect(readdirSync(path.join(survivor.dataDir, 'scratch'))).toEqual([]);
    // The dead node's disk is on its own machine: only a process on that data directory can clean it,
    // and its replacement does so at start-up now that the job is no longer running.
    const scratch = path.join(holder.dataDir, 'scratch');
    expect(readdirSync(scratch)).toEqual([jobId]);
    await cluster.startWorker(`${holder.name}-restarted`, holder.dataDir);
    await until(() => !existsSync(path.join(scratch, jobId)), 10_000, 50);
    expect(readdirSync(scratch)).toEqual([]);
  }, 180_000);

  it('no api node ever started ffmpeg, ffprobe, sox or yt-dlp (their tripwires stayed silent)', () => {
    expect(tripwire.runs()).toEqual([]);
  });
});
