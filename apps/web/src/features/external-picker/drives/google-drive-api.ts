import { GOOGLE_DRIVE_LIST, type GoogleDriveClient } from '@mediaforge/shared';
import { apiUrl, driveFetch, driveJson, DriveError } from './drive-http';
import { arrayAt, byteCount, text, type DriveFile, type DrivePage } from './drive-file';

/**
 * The Drive v3 calls the browser makes itself (CC-7.27: list, upload, folder create and the 'about'
 * check), against the configured base (https://www.googleapis.com in production, a loopback stand-in
 * in tests).
 */
const FOLDER_TYPE = 'application/vnd.google-apps.folder';
/** Google's own documents (Docs, Sheets…) have no bytes to import; they are exported, not downloaded. */
const NATIVE_PREFIX = 'application/vnd.google-apps.';
const LIST_FIELDS = 'nextPageToken,files(id,name,mimeType,size,modifiedTime,thumbnailLink)';

export function googleFile(entry: unknown): DriveFile | undefined {
  const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  const id = text(e.id);
  const name = text(e.name);
  const mimeType = text(e.mimeType) ?? 'application/octet-stream';
  if (id === undefined || name === undefined || mimeType.startsWith(NATIVE_PREFIX)) return undefined;
  return {
    id,
    name,
    size: byteCount(e.size),
    mimeType,
    thumbnailUrl: text(e.thumbnailLink),
    modifiedTime: text(e.modifiedTime),
    source: 'google-drive',
    downloadUrl: undefined,
  };
}

export class GoogleDriveApi {
  constructor(
    private readonly client: GoogleDriveClient,
    private readonly token: string,
  ) {}

  private url(path: string, query?: Record<string, string>): string {
    return apiUrl(this.client.apiBaseUrl, path, query);
  }

  /** The 'about' check after signing in: the token works for Drive. */
  async about(signal?: AbortSignal): Promise<void> {
    await driveFetch({
      url: this.url('/drive/v3/about', { fields: 'user(displayName)' }),
      token: this.token,
      failure: 'authFailed',
      signal,
    });
  }

  /** §9: 100 a page, newest first, nothing from the trash; folders and Google documents left out. */
  async list(signal?: AbortSignal, pageToken?: string): Promise<DrivePage> {
    const response = await driveFetch({
      url: this.url('/drive/v3/files', {
        pageSize: String(GOOGLE_DRIVE_LIST.pageSize),
        orderBy: GOOGLE_DRIVE_LIST.orderBy,
        q: GOOGLE_DRIVE_LIST.q,
        fields: LIST_FIELDS,
        ...(pageToken === undefined ? {} : { pageToken }),
      }),
      token: this.token,
      failure: 'browseFailed',
      signal,
    });
    const body = await driveJson(response, 'browseFailed');
    const files = arrayAt(body, 'files')
      .map(googleFile)
      .filter((file): file is DriveFile => file !== undefined);
    const next = text((body as { nextPageToken?: unknown }).nextPageToken);
    return { files, next: next === undefined ? undefined : () => this.list(signal, next) };
  }

  /** The export folder: the one this app made before (drive.file sees only those), else a new one. */
  async folder(name: string, signal?: AbortSignal): Promise<string> {
    const quoted = name.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
    const found = await driveFetch({
      url: this.url('/drive/v3/files', {
        q: `name = '${quoted}' and mimeType = '${FOLDER_TYPE}' and trashed = false`,
        fields: 'files(id)',
        pageSize: '1',
      }),
      token: this.token,
      failure: 'folderFailed',
      signal,
    });
    const existing = text(
      (arrayAt(await driveJson(found, 'folderFailed'), 'files')[0] as { id?: unknown })?.id,
    );
    if (existing !== undefined) return existing;
    const created = await driveFetch({
      url: this.url('/drive/v3/files', { fields: 'id' }),
      method: 'POST',
      token: this.token,
      failure: 'folderFailed',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, mimeType: FOLDER_TYPE }),
      signal,
    });
    const id = text(((await driveJson(created, 'folderFailed')) as { id?: unknown }).id);
    if (id === undefined) throw new DriveError('folderFailed');
    return id;
  }

  /**
   * A resumable upload (one session, one PUT of the whole file): it takes files of any size, where
   * the multipart form is meant for small ones.
   */
  async upload(blob: Blob, name: string, folderId: string, signal?: AbortSignal): Promise<void> {
    const type = blob.type === '' ? 'application/octet-stream' : blob.type;
    const session = await driveFetch({
      url: this.url('/upload/drive/v3/files', { uploadType: 'resumable', fields: 'id' }),
      method: 'POST',
      token: this.token,
      failure: 'uploadFailed',
      headers: {
        'Content-Type': 'application/json; charset=UTF-8',
        'X-Upload-Content-Type': type,
        'X-Upload-Content-Length': String(blob.size),
      },
      body: JSON.stringify({ name, parents: [folderId] }),
      signal,
    });
    const location = session.headers.get('Location');
    if (
      location === null ||
      new URL(location, this.client.apiBaseUrl).origin !== new URL(this.client.apiBaseUrl).origin
    ) {
      // The session address must be Google's own: the token is sent there.
      throw new DriveError('uploadFailed');
    }
    await driveFetch({
      url: new URL(location, this.client.apiBaseUrl).href,
      method: 'PUT',
      token: this.token,
      failure: 'uploadFailed',
      headers: { 'Content-Type': type },
      body: blob,
      signal,
    });
  }
}
