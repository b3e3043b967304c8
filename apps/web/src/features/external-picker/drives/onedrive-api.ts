import type { OneDriveClient } from '@mediaforge/shared';
import { apiUrl, driveFetch, driveJson, DriveError } from './drive-http';
import { arrayAt, byteCount, objectAt, text, type DriveFile, type DrivePage } from './drive-file';

/**
 * The Microsoft Graph calls the browser makes itself (CC-7.29: children, content upload, folder
 * create), against the configured Graph base.
 */

export function onedriveFile(entry: unknown): DriveFile | undefined {
  const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  // Folders and packages (OneNote notebooks) have no `file` facet.
  if (typeof e.file !== 'object' || e.file === null) return undefined;
  const id = text(e.id);
  const name = text(e.name);
  if (id === undefined || name === undefined) return undefined;
  const thumbnails = arrayAt(e, 'thumbnails')[0];
  return {
    id,
    name,
    size: byteCount(e.size),
    mimeType: text(objectAt(e, 'file').mimeType) ?? '',
    thumbnailUrl: text(objectAt(thumbnails, 'medium').url),
    modifiedTime: text(e.lastModifiedDateTime),
    source: 'onedrive',
    downloadUrl: undefined,
  };
}

export class OneDriveApi {
  constructor(
    private readonly client: OneDriveClient,
    private readonly token: string,
  ) {}

  private url(path: string, query?: Record<string, string>): string {
    return apiUrl(this.client.graphBaseUrl, path, query);
  }

  /** The root folder's children, 100 a page, following @odata.nextLink on Graph's own origin only. */
  async list(signal?: AbortSignal, nextLink?: string): Promise<DrivePage> {
    const url =
      nextLink ??
      this.url('/v1.0/me/drive/root/children', {
        $top: '100',
        $select: 'id,name,size,file,lastModifiedDateTime',
      });
    const response = await driveFetch({ url, token: this.token, failure: 'browseFailed', signal });
    const body = await driveJson(response, 'browseFailed');
    const files = arrayAt(body, 'value')
      .map(onedriveFile)
      .filter((file): file is DriveFile => file !== undefined);
    const next = text((body as Record<string, unknown>)['@odata.nextLink']);
    const sameOrigin =
      next !== undefined && new URL(next).origin === new URL(this.client.graphBaseUrl).origin;
    return { files, next: sameOrigin ? () => this.list(signal, next) : undefined };
  }

  /** A folder under the root; a 409 (the name is taken) means it is there already. Returns its name. */
  async folder(name: string, signal?: AbortSignal): Promise<string> {
    const response = await driveFetch({
      url: this.url('/v1.0/me/drive/root/children'),
      method: 'POST',
      token: this.token,
      failure: 'folderFailed',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, folder: {}, '@microsoft.graph.conflictBehavior': 'fail' }),
      signal,
      accept: [409],
    });
    if (
      response.status !== 409 &&
      text(((await driveJson(response, 'folderFailed')) as { id?: unknown }).id) === undefined
    ) {
      throw new DriveError('folderFailed');
    }
    return name;
  }

  /** The simple upload by path (PUT …:/content); a name already taken is renamed by OneDrive. */
  async upload(blob: Blob, name: string, folder: string, signal?: AbortSignal): Promise<void> {
    const path = `/v1.0/me/drive/root:/${encodeURIComponent(folder)}/${encodeURIComponent(name)}:/content`;
    await driveFetch({
      url: this.url(path, { '@microsoft.graph.conflictBehavior': 'rename' }),
      method: 'PUT',
      token: this.token,
      failure: 'uploadFailed',
      headers: { 'Content-Type': blob.type === '' ? 'application/octet-stream' : blob.type },
      body: blob,
      signal,
    });
  }
}
