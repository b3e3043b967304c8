import type { DropboxClient } from '@mediaforge/shared';
import { apiUrl, driveFetch, driveJson, DriveError } from './drive-http';
import { arrayAt, byteCount, text, type DriveFile, type DrivePage } from './drive-file';

/**
 * The Dropbox v2 calls the browser makes itself (CC-7.28: list_folder, upload, create_folder), against
 * the configured API and content bases.
 */

/**
 * Dropbox-API-Arg is an HTTP header, so its JSON must be ASCII: every character past 0x7E is written
 * as a \u escape (Dropbox documents this for non-ASCII paths).
 */
export function headerSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function dropboxFile(entry: unknown): DriveFile | undefined {
  const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  if (e['.tag'] !== 'file') return undefined;
  const id = text(e.id);
  const name = text(e.name);
  const path = text(e.path_lower);
  if (id === undefined || name === undefined || path === undefined) return undefined;
  return {
    id,
    name,
    size: byteCount(e.size),
    // Dropbox names no media type; the queue judges the file by its extension (CC §5).
    mimeType: '',
    thumbnailUrl: undefined,
    modifiedTime: text(e.server_modified) ?? text(e.client_modified),
    source: 'dropbox',
    // CC §3: a Dropbox entry's downloadUrl is its lowercase path, what the import is sent.
    downloadUrl: path,
  };
}

/** Dropbox's 409 for a folder that is already there: `path/conflict/folder`. */
function isFolderConflict(body: unknown): boolean {
  const summary = text((body as { error_summary?: unknown } | null)?.error_summary) ?? '';
  return summary.startsWith('path/conflict/folder');
}

/**
 * Dropbox takes at most 150 MB in one /2/files/upload; a larger result goes in an upload session
 * (start, append_v2, finish), in parts of this size.
 */
export const DROPBOX_SINGLE_UPLOAD_BYTES = 150_000_000;
const SESSION_PART_BYTES = 64 * 1024 * 1024;

export class DropboxApi {
  constructor(
    private readonly client: DropboxClient,
    private readonly token: string,
    /** Tests lower these to reach the session with a small file. */
    private readonly limits = { single: DROPBOX_SINGLE_UPLOAD_BYTES, part: SESSION_PART_BYTES },
  ) {}

  private rpc(path: string, body: unknown, failure: 'browseFailed' | 'folderFailed', signal?: AbortSignal) {
    return driveFetch({
      url: apiUrl(this.client.apiBaseUrl, path),
      method: 'POST',
      token: this.token,
      failure,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
      ...(failure === 'folderFailed' ? { accept: [409] } : {}),
    });
  }

  /** Every file under the root, in pages (list_folder, then list_folder/continue). */
  async list(signal?: AbortSignal, cursor?: string): Promise<DrivePage> {
    const response =
      cursor === undefined
        ? await this.rpc(
            '/2/files/list_folder',
            { path: '', recursive: true, limit: 2000 },
            'browseFailed',
            signal,
          )
        : await this.rpc('/2/files/list_folder/continue', { cursor }, 'browseFailed', signal);
    const body = await driveJson(response, 'browseFailed');
    const files = arrayAt(body, 'entries')
      .map(dropboxFile)
      .filter((file): file is DriveFile => file !== undefined);
    const { has_more: more, cursor: nextCursor } = body as { has_more?: unknown; cursor?: unknown };
    const next = more === true ? text(nextCursor) : undefined;
    return { files, next: next === undefined ? undefined : () => this.list(signal, next) };
  }

  /** create_folder_v2; a folder already there is the one wanted. Returns its path. */
  async folder(name: string, signal?: AbortSignal): Promise<string> {
    const path = `/${name}`;
    const response = await this.rpc(
      '/2/files/create_folder_v2',
      { path, autorename: false },
      'folderFailed',
      signal,
    );
    if (response.status === 409 && !isFolderConflict(await driveJson(response, 'folderFailed'))) {
      throw new DriveError('folderFailed', 409);
    }
    return path;
  }

  private content(path: string, arg: unknown, body: Blob, signal?: AbortSignal): Promise<Response> {
    return driveFetch({
      url: apiUrl(this.client.contentBaseUrl, path),
      method: 'POST',
      token: this.token,
      failure: 'uploadFailed',
      headers: { 'Content-Type': 'application/octet-stream', 'Dropbox-API-Arg': headerSafeJson(arg) },
      body,
      signal,
    });
  }

  /**
   * /2/files/upload on the content base, or an upload session past 150 MB; a name already taken gets
   * Dropbox's own " (1)" suffix.
   */
  async upload(blob: Blob, name: string, folderPath: string, signal?: AbortSignal): Promise<void> {
    const commit = { path: `${folderPath}/${name}`, mode: 'add', autorename: true };
    if (blob.size <= this.limits.single) {
      await this.content('/2/files/upload', commit, blob, signal);
      return;
    }
    const { part } = this.limits;
    const started = await this.content(
      '/2/files/upload_session/start',
      { close: false },
      blob.slice(0, part),
      signal,
    );
    const sessionId = text(
      ((await driveJson(started, 'uploadFailed')) as { session_id?: unknown }).session_id,
    );
    if (sessionId === undefined) throw new DriveError('uploadFailed');
    let offset = Math.min(part, blob.size);
    // Every part but the last is appended; the last goes with the finish.
    for (; blob.size - offset > part; offset += part) {
      const cursor = { session_id: sessionId, offset };
      await this.content(
        '/2/files/upload_session/append_v2',
        { cursor, close: false },
        blob.slice(offset, offset + part),
        signal,
      );
    }
    await this.content(
      '/2/files/upload_session/finish',
      { cursor: { session_id: sessionId, offset }, commit },
      blob.slice(offset),
      signal,
    );
  }
}
