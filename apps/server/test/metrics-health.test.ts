/**
 * The operator's view of one process (docs/decisions.md D235, D236): GET /api/health names the role and
 * each dependency, and GET /metrics, when METRICS_ENABLED, exposes the jobs table's counts, the run
 * time of the jobs this process ended and the bytes its upload routes accepted.
 */
import { readFileSync } from 'node:fs';
import type { RegularUploadResponse } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from './encode/encode-helpers.js';
import { jobClient } from './helpers/job-client.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';
import { uploadClient, type Data } from './helpers/upload-client.js';

const SESSION = 'anon_metrics-owner';

describe('metrics and health of one process', () => {
  let t: TestApp;
  let plain: TestApp;
  let cleanup: () => Promise<void>;
  let clip: Uint8Array;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_ENABLED: 'true', ENCODE_SPEED: 'ultrafast' });
    plain = await startTestApp();
    const temp = await tempDir('mf-metrics-');
    cleanup = temp.cleanup;
    clip = readFileSync(await makeClip(temp.dir, 'clip.mp4', { seconds: 1 }));
  });
  afterAll(async () => {
    await Promise.all([t.close(), plain.close()]);
    await cleanup();
  });

  it('health names the role and every dependency', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      role: 'all',
      dependencies: { database: 'ok', objectStore: 'ok' },
    });
  });

  it('a dependency that does not answer makes health 503, naming it', async () => {
    const gone = await startTestApp();
    try {
      await gone.db.destroy();
      const res = await fetch(`${gone.baseUrl}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: 'unavailable',
        database: 'unavailable',
        role: 'all',
        dependencies: { database: 'unavailable', objectStore: 'ok' },
      });
    } finally {
      await gone.close();
    }
  });

  it('without METRICS_ENABLED there is no exposition', async () => {
    const res = await fetch(`${plain.baseUrl}/metrics`);
    expect(res.headers.get('content-type') ?? '').not.toContain('version=0.0.4');
    expect(await res.text()).not.toContain('mediaforge_');
  });

  it('counts upload bytes, jobs by type and status, and the run time of ended jobs', async () => {
    const up = await uploadClient(t.baseUrl, SESSION).regular<Data<RegularUploadResponse>>(clip, 'clip.mp4');
    expect(up.status).toBe(200);
    const jobs = jobClient(t.baseUrl, SESSION);
    const started = await jobs.convert(up.body.data.fileId, 'webm', { settings: {} });
    expect(await jobs.waitFor(started.body.data.jobId, ['completed', 'failed'])).toMatchObject({
      status: 'completed',
    });
    const res = await fetch(`${t.baseUrl}/metrics`);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    expect(text).toContain('# TYPE mediaforge_jobs gauge');
    expect(text).toContain('mediaforge_jobs{type="conversion",status="completed"} 1');
    expect(text).toContain('mediaforge_jobs{type="conversion",status="pending"} 0');
    expect(text).toContain('mediaforge_queue_depth 0');
    expect(text).toContain('mediaforge_database_up 1');
    expect(text).toContain('mediaforge_job_duration_seconds_count{type="conversion",status="completed"} 1');
    expect(text).toContain(
      'mediaforge_job_duration_seconds_bucket{type="conversion",status="completed",le="+Inf"} 1',
    );
    const bytes = Number(/mediaforge_upload_bytes_total\{method="regular"\} (\d+)/.exec(text)?.[1]);
    // The multipart body: the file plus its framing.
    expect(bytes).toBeGreaterThan(clip.length);
    expect(bytes).toBeLessThan(clip.length + 2048);
  });
});
