import { FAST_CAPTCHA } from '../accounts/account-kit.js';
import { downloaderClient, type DownloaderClient } from '../downloader/downloader-kit.js';
import { startCanary, type Canary } from '../egress/egress-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { ownerHeaders } from '../helpers/upload-client.js';
import { startSunoFixture, type SunoFixture } from './suno-fixture.js';

/**
 * The real app (real egress guard, media proxy, download jobs, ffmpeg) pointed at the loopback Suno,
 * and a canary no request may reach. Visitors send real-looking suno.com links; the extractor fetches
 * the configured bases.
 */
export interface SunoKit {
  readonly app: TestApp;
  readonly suno: SunoFixture;
  readonly canary: Canary;
  client(session?: string): DownloaderClient;
  close(): Promise<void>;
}

export async function startSunoKit(): Promise<SunoKit> {
  const [suno, canary] = await Promise.all([startSunoFixture(), startCanary()]);
  const app = await startTestApp({ ...FAST_CAPTCHA, ...suno.env });
  return {
    app,
    suno,
    canary,
    client: (session) => downloaderClient(app.baseUrl, ownerHeaders(session)),
    async close() {
      await app.close();
      await Promise.all([suno.close(), canary.close()]);
    },
  };
}
