import { readFileSync } from 'node:fs';
import { JOB_PATHS, type JobProgressMessage } from '@mediaforge/shared';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip, tempDir } from '../encode/encode-helpers.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { cookieHeader, FAST_CAPTCHA, signUp } from './account-kit.js';

/** CC-4.30, CC-6.10: a signed-in browser's jobs belong to the user, and so does its live socket. */
describe('live socket of a signed-in user (real HTTP, cookie session)', () => {
  let t: TestApp;
  let cleanup: () => Promise<void>;
  let cookie: string;
  let token: string | null;
  let jobId: string;

  beforeAll(async () => {
    t = await startTestApp({ ...FAST_CAPTCHA, ENCODE_SPEED: 'ultrafast' });
    const temp = await tempDir('mf-socket-user-');
    cleanup = temp.cleanup;
    const signed = await signUp(t.baseUrl, 'socket-user@example.com');
    expect(signed.status).toBe(200);
    cookie = cookieHeader(signed.cookies);
    token = signed.token;
    const form = new FormData();
    form.append(
      'file',
      new Blob([readFileSync(await makeClip(temp.dir, 'clip.mp4', { seconds: 1 }))]),
      'clip.mp4',
    );
    const up = await fetch(`${t.baseUrl}/api/files/v2/upload/`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(up.status).toBe(200);
    const { data } = (await up.json()) as { data: { fileId: string } };
    const started = await fetch(`${t.baseUrl}${JOB_PATHS.convert(data.fileId, 'webm')}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ settings: {} }),
    });
    expect(started.status).toBe(202);
    jobId = ((await started.json()) as { data: { jobId: string } }).data.jobId;
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  async function firstProgress(options: Parameters<typeof connectSocket>[1]): Promise<JobProgressMessage> {
    const socket = connectSocket(t.baseUrl, { transports: ['websocket'], reconnection: false, ...options });
    try {
      await new Promise((resolve, reject) => {
        socket.once('connected', resolve);
        socket.once('connect_error', reject);
      });
      const progress = new Promise<JobProgressMessage>((resolve, reject) => {
        socket.once('job:progress', resolve);
        socket.once('error', reject);
      });
      socket.emit('subscribe:job', jobId);
      return await progress;
    } finally {
      socket.close();
    }
  }

  it('CC-4.30 the session cookie of the handshake names the user: the owner may subscribe', async () => {
    expect(await firstProgress({ extraHeaders: { cookie } })).toMatchObject({ jobId });
  });

  it('CC-6.10 the bearer token works the same way', async () => {
    expect(token).toBeTruthy();
    expect(await firstProgress({ auth: { token } })).toMatchObject({ jobId });
  });
});
