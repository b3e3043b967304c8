import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  IMPORT_PATHS,
  type ImportAnswer,
  type ImportErrorBody,
  type ImportSource,
  type OnedriveTokenResponse,
} from '@mediaforge/shared';
import type { Origin } from '../egress/egress-fixtures.js';
import { smallMp4 } from '../helpers/media-fixtures.js';
import { startTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app.js';
import { ownerHeaders } from '../helpers/upload-client.js';
import { startDropbox, startGoogleDrive, type DriveFileFixture } from './drive-fixtures.js';
import {
  ONEDRIVE_CLIENT,
  ONEDRIVE_SECRET,
  startMicrosoft,
  type MicrosoftFixtures,
} from './microsoft-fixtures.js';

/**
 * Imports end to end on loopback: a real MP4 made by ffmpeg, the three drives' loopback servers
 * (drive-fixtures.ts, microsoft-fixtures.ts) and the real app whose production drive clients point at
 * them by configuration, each admitted by EGRESS_ALLOW_PRIVATE for its own port only.
 */
export const GOOGLE_TOKEN = 'ya29.google-access-token-of-the-visitor';
export const DROPBOX_TOKEN = 'sl.dropbox-access-token-of-the-visitor';

export interface Media {
  readonly dir: string;
  readonly mp4: DriveFileFixture;
  readonly sha256: string;
  readonly text: DriveFileFixture;
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export async function makeMedia(): Promise<Media> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-import-media-'));
  const bytes = readFileSync(await smallMp4(dir, 'clip.mp4'));
  return {
    dir,
    mp4: { name: 'Holiday Clip.mp4', mimeType: 'video/mp4', bytes },
    sha256: sha256(bytes),
    text: { name: 'notes.mp4', mimeType: 'video/mp4', bytes: Buffer.from('not a video at all\n'.repeat(50)) },
  };
}

export interface Reply<T> {
  readonly status: number;
  readonly body: T;
}
/** An import call's body: `data` when it succeeded, the error fields when it did not. */
export interface ImportReplyBody extends Partial<Omit<ImportErrorBody, 'success'>> {
  readonly success: boolean;
  readonly data?: ImportAnswer;
}
export type ImportReply = Reply<ImportReplyBody>;

/** The import calls as the browser makes them, for one anonymous session. */
export function importClient(baseUrl: string, session: string) {
  const call = async <T>(url: string, init: RequestInit = {}): Promise<Reply<T>> => {
    const res = await fetch(`${baseUrl}${url}`, {
      ...init,
      headers: { ...ownerHeaders(session), 'content-type': 'application/json', ...init.headers },
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  return {
    start: (source: ImportSource, body: Record<string, unknown>, prefix = true) =>
      call<ImportReply['body']>(prefix ? IMPORT_PATHS.source(source) : IMPORT_PATHS.source(source).slice(4), {
        method: 'POST',
        body: JSON.stringify({ sessionId: session, ...body }),
      }),
    job: (jobId: string) => call<ImportReply['body']>(IMPORT_PATHS.job(jobId)),
    onedriveToken: (body: Record<string, unknown>, prefix = true) =>
      call<OnedriveTokenResponse | ImportErrorBody>(
        prefix ? IMPORT_PATHS.onedriveToken : IMPORT_PATHS.onedriveToken.slice(4),
        { method: 'POST', body: JSON.stringify(body) },
      ),
  };
}

export interface DriveKit {
  readonly app: TestApp;
  readonly media: Media;
  readonly google: Origin;
  readonly dropbox: Awaited<ReturnType<typeof startDropbox>>;
  readonly microsoft: MicrosoftFixtures;
  close(): Promise<void>;
}

export async function startDriveKit(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<DriveKit> {
  const media = await makeMedia();
  const google = await startGoogleDrive({ 'g-clip': media.mp4, 'g-text': media.text }, GOOGLE_TOKEN);
  const dropbox = await startDropbox(
    { '/videos/holiday clip.mp4': media.mp4, '/a/b.mp4': media.mp4 },
    DROPBOX_TOKEN,
  );
  const microsoft = await startMicrosoft({ 'od-clip': media.mp4 });
  const ports = [
    google,
    dropbox.api,
    dropbox.content,
    microsoft.graph,
    microsoft.downloads,
    microsoft.identity,
  ];
  const app = await startTestApp(
    {
      EGRESS_ALLOW_PRIVATE: ports.map((o) => `127.0.0.1:${o.port}`).join(','),
      GOOGLE_DRIVE_CLIENT_ID: 'google-client-id.apps.example',
      GOOGLE_DRIVE_API_BASE_URL: google.url,
      DROPBOX_APP_KEY: 'dropbox-app-key',
      DROPBOX_API_BASE_URL: dropbox.api.url,
      DROPBOX_CONTENT_BASE_URL: dropbox.content.url,
      ONEDRIVE_CLIENT_ID: ONEDRIVE_CLIENT,
      ONEDRIVE_CLIENT_SECRET: ONEDRIVE_SECRET,
      ONEDRIVE_AUTHORITY: `${microsoft.identity.url}/common`,
      ONEDRIVE_GRAPH_BASE_URL: microsoft.graph.url,
      ...env,
    },
    options,
  );
  return {
    app,
    media,
    google,
    dropbox,
    microsoft,
    async close() {
      await app.close();
      await Promise.all([google.close(), dropbox.close(), microsoft.close()]);
      rmSync(media.dir, { recursive: true, force: true });
    },
  };
}

/** The stored objects of a test app's data directory (the local object store's `files/`). */
export function storedObjects(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'files'), { recursive: true }).map(String);
  } catch {
    return [];
  }
}

/** What is left in the job scratch directories (a finished job leaves nothing). */
export function scratchLeft(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'scratch'), { recursive: true }).map(String);
  } catch {
    return [];
  }
}
