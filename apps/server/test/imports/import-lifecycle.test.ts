/**
 * An import's life beside the other jobs (docs/decisions.md D210): it costs no credit, as an upload does
 * not, and is refused like a new upload once none is left (D45); its owner can cancel it while the file
 * arrives, which leaves nothing behind and answers 409 IMPORT_FAILED.
 */
import { rmSync } from 'node:fs';
import { ERROR_CODES, ERROR_STATUS, type ImportPending, type ImportResult } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Origin } from '../egress/egress-fixtures.js';
import { jobClient } from '../helpers/job-client.js';
import { until } from '../helpers/job-kit.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { ownerHeaders } from '../helpers/upload-client.js';
import { startFileServer } from './file-server.js';
import { importClient, makeMedia, scratchLeft, storedObjects, type Media } from './import-kit.js';

const SESSION = 'anon_import-lifecycle-01';

describe('an import among the jobs: credits and cancellation', () => {
  let media: Media;
  let site: Origin;
  let t: TestApp;
  let client: ReturnType<typeof importClient>;
  let jobs: ReturnType<typeof jobClient>;

  beforeAll(async () => {
    media = await makeMedia();
    site = await startFileServer(media);
    // No wait: every import answers 202 at once and is followed by its status link.
    t = await startTestApp({
      EGRESS_ALLOW_PRIVATE: `127.0.0.1:${site.port}`,
      IMPORT_ANSWER_WAIT_MS: '0',
      ANONYMOUS_DAILY_CREDITS: '1',
    });
    client = importClient(t.baseUrl, SESSION);
    jobs = jobClient(t.baseUrl, SESSION);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
    rmSync(media.dir, { recursive: true, force: true });
  });

  const startPending = async (path: string): Promise<ImportPending> => {
    const reply = await client.start('url', { url: `${site.url}${path}` });
    expect(reply.status, JSON.stringify(reply.body)).toBe(202);
    return reply.body.data as ImportPending;
  };
  const usedToday = async (): Promise<number> => {
    const res = await fetch(`${t.baseUrl}/api/credits/daily-status`, { headers: ownerHeaders(SESSION) });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { used: number } }).data.used;
  };
  const importJobs = async () =>
    (await t.db.selectFrom('jobs').select(['id', 'status']).where('job_type', '=', 'import').execute())
      .length;

  it('a cancelled import stops while the file arrives, stores nothing and answers 409 IMPORT_FAILED', async () => {
    const files = await t.db.selectFrom('files').select('id').execute();
    const objects = storedObjects(t.dataDir);
    const pending = await startPending('/slow.mp4');
    // Cancelled mid-transfer: the slow file takes two seconds, progress shows after its first piece.
    await until(
      async () => {
        const { body } = await jobs.status(pending.jobId);
        return body.data.status === 'running' && body.data.progress > 0;
      },
      20_000,
      20,
    );
    const cancel = await jobs.cancel(pending.jobId);
    expect(cancel.status).toBe(200);
    await jobs.waitFor(pending.jobId, ['cancelled'], 10_000);

    const answer = await client.job(pending.jobId);
    expect(answer).toMatchObject({
      status: 409,
      body: { success: false, code: ERROR_CODES.IMPORT_FAILED, context: { jobId: pending.jobId } },
    });
    // Past the time the whole file would have taken: a transfer that went on would have stored it by now.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(scratchLeft(t.dataDir)).toEqual([]);
    expect(storedObjects(t.dataDir)).toEqual(objects);
    expect(await t.db.selectFrom('files').select('id').execute()).toEqual(files);
  });

  it('an import costs no credit; once a conversion took the last one, an import is refused as an upload is', async () => {
    expect(await usedToday()).toBe(0);
    const pending = await startPending('/clip.mp4');
    const answer = await until(
      async () => {
        const reply = await client.job(pending.jobId);
        return reply.status === 200 ? reply : undefined;
      },
      30_000,
      50,
    );
    const data = answer.body.data as ImportResult;
    expect(data).toMatchObject({ importMethod: 'url', fileSize: media.mp4.bytes.length });
    expect(await usedToday()).toBe(0);

    const convert = await jobs.convert(data.fileId, 'mp3', { settings: {} });
    expect(convert.status, JSON.stringify(convert.body)).toBe(202);
    await jobs.waitFor(convert.body.data.jobId, ['completed']);
    expect(await usedToday()).toBe(1);

    const before = await importJobs();
    const refused = await client.start('url', { url: `${site.url}/clip.mp4` });
    expect(refused).toMatchObject({
      status: ERROR_STATUS.DAILY_LIMIT_REACHED,
      body: { success: false, code: ERROR_CODES.DAILY_LIMIT_REACHED },
    });
    expect(await importJobs()).toBe(before);
  });
});
