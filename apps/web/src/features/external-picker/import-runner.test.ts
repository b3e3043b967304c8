import type { ImportAnswer, ImportResult } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { importItems } from './import-items';
import { runImports, type ImportItem, type ImportRunDeps } from './import-runner';
import type { DriveFile } from './drives/drive-file';

const result = (name: string): ImportResult =>
  ({
    jobId: `job-${name}`,
    status: 'completed',
    fileId: `file-${name}`,
    fileName: name,
    fileSize: 10,
    mimeType: 'video/mp4',
    accessToken: 'token',
    downloadUrl: '/api/files/download/x',
    importMethod: 'google-drive',
    metadata: {},
  }) as ImportResult;

const item = (name: string): ImportItem => ({
  key: name,
  name,
  source: 'google-drive',
  body: { fileId: name },
});

describe('running imports', () => {
  it('imports every file even when some fail, and counts the failures', async () => {
    const progress: string[] = [];
    const deps: ImportRunDeps = {
      start: (i): Promise<ImportAnswer> => {
        if (i.name === 'bad.mp4') return Promise.reject(new Error('refused'));
        if (i.name === 'slow.mp4') {
          return Promise.resolve({
            jobId: 'job-slow.mp4',
            status: 'running',
            progress: 10,
            importMethod: 'google-drive',
            statusUrl: '/x',
          });
        }
        return Promise.resolve(result(i.name));
      },
      follow: (jobId, onProgress) => {
        onProgress(50);
        return Promise.resolve(result(jobId.replace('job-', '')));
      },
      messageOf: (error) => (error instanceof Error ? error.message : undefined),
    };
    const run = await runImports(
      [item('a.mp4'), item('bad.mp4'), item('slow.mp4'), item('d.mp4')],
      deps,
      (key, percent) => progress.push(`${key}:${percent}`),
      new AbortController().signal,
    );
    expect(run.imported.map((f) => f.fileName)).toEqual(['a.mp4', 'slow.mp4', 'd.mp4']);
    expect(run.failures).toEqual([{ name: 'bad.mp4', message: 'refused' }]);
    expect(progress).toContain('slow.mp4:50');
    expect(progress).toContain('slow.mp4:100');
  });

  it('runs at most three imports at once', async () => {
    let running = 0;
    let most = 0;
    const deps: ImportRunDeps = {
      start: async (i) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return result(i.name);
      },
      follow: () => Promise.reject(new Error('not used')),
      messageOf: () => undefined,
    };
    const run = await runImports(
      ['1', '2', '3', '4', '5'].map(item),
      deps,
      () => undefined,
      new AbortController().signal,
    );
    expect(run.imported).toHaveLength(5);
    expect(most).toBe(3);
  });
});

describe('import calls of drive files', () => {
  const drive = (source: DriveFile['source'], downloadUrl?: string): DriveFile => ({
    id: 'id-1',
    name: 'Clip.mp4',
    size: 1,
    mimeType: '',
    thumbnailUrl: undefined,
    modifiedTime: undefined,
    source,
    downloadUrl,
  });

  it('asks Google Drive and OneDrive by file id, Dropbox by its lowercase path', () => {
    const [google, dropbox, onedrive] = importItems(
      [drive('google-drive'), drive('dropbox', '/videos/clip.mp4'), drive('onedrive')],
      'token-123456',
    );
    expect(google?.body).toEqual({ fileId: 'id-1', accessToken: 'token-123456', filename: 'Clip.mp4' });
    expect(dropbox?.body).toEqual({
      path: '/videos/clip.mp4',
      accessToken: 'token-123456',
      filename: 'Clip.mp4',
    });
    expect(onedrive?.body).toEqual({ fileId: 'id-1', accessToken: 'token-123456', filename: 'Clip.mp4' });
    expect([google?.source, dropbox?.source, onedrive?.source]).toEqual([
      'google-drive',
      'dropbox',
      'onedrive',
    ]);
  });
});
