import { readFileSync } from 'node:fs';
import type { RegularUploadResponse } from '@mediaforge/shared';
import { tempDir } from '../encode/encode-helpers.js';
import { fakeExecutor } from '../helpers/job-kit.js';
import { smallMp4 } from '../helpers/media-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { uploadClient, type Data } from '../helpers/upload-client.js';

export interface FileApp {
  readonly t: TestApp;
  /** A small MP4 the session uploaded. */
  readonly fileId: string;
  close(): Promise<void>;
}

/** A real server whose jobs go to a stand-in executor, with one uploaded MP4 of `session`. */
export async function startAppWithFile(session: string, env: Record<string, string>): Promise<FileApp> {
  const { dir, cleanup } = await tempDir('mf-faults-');
  const t = await startTestApp(env, { executor: fakeExecutor().executor });
  const bytes = readFileSync(await smallMp4(dir));
  const upload = await uploadClient(t.baseUrl, session).regular<Data<RegularUploadResponse>>(bytes, 'a.mp4');
  return {
    t,
    fileId: upload.body.data.fileId,
    async close() {
      await t.close();
      await cleanup();
    },
  };
}
