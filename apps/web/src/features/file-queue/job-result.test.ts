import { describe, expect, it } from 'vitest';
import { toJobMessage } from '../../lib/job-message';
import { downloadLink, metadataOutputSize, resultSizes } from './job-result';

describe('job results', () => {
  it('CC-3.45 success with data.results[] holding fileId, downloadToken, s3Url', () => {
    expect(
      downloadLink({
        success: true,
        data: { results: [{ fileId: 'f1', downloadToken: 't1', s3Url: 'https://s3/x' }] },
      }),
    ).toBe('/api/files/download/f1?token=t1');
  });

  it('CC-3.46 CC-3.47 a plain file id string, a results array', () => {
    expect(downloadLink('f2')).toBe('/api/files/download/f2');
    expect(downloadLink([{ fileId: 'f3', downloadToken: 't3' }])).toBe('/api/files/download/f3?token=t3');
  });

  it('CC-3.48 CC-3.49 CC-3.50 outputFileId, fileId, downloadUrl', () => {
    expect(downloadLink({ outputFileId: 'f4' })).toBe('/api/files/download/f4');
    expect(downloadLink({ fileId: 'f5', downloadToken: 'a b' })).toBe('/api/files/download/f5?token=a%20b');
    expect(downloadLink({ downloadUrl: '/api/files/download/f6?token=x', fileId: 'f6' })).toBe(
      '/api/files/download/f6?token=x',
    );
  });

  it('CC-3.51 outputFiles[] with fileId or id; a bare id at the top is not a file', () => {
    expect(downloadLink({ outputFiles: [{ fileId: 'f7' }] })).toBe('/api/files/download/f7');
    expect(downloadLink({ outputFiles: [{ id: 'f8' }] })).toBe('/api/files/download/f8');
    expect(downloadLink({ id: 'job-id' })).toBeUndefined();
  });

  it('CC-8.40 unusable links give nothing', () => {
    expect(downloadLink({ downloadUrl: 'undefined' })).toBeUndefined();
    expect(downloadLink({ downloadUrl: ' null ' })).toBeUndefined();
    expect(downloadLink(undefined)).toBeUndefined();
    expect(downloadLink('')).toBeUndefined();
  });

  it('CC-3.40 CC-4.19 sizes from the result or the progress metadata', () => {
    expect(resultSizes({ totalSize: 4, originalSize: 10 })).toEqual({ output: 4, original: 10 });
    expect(resultSizes({ data: { fileSize: 7 } })).toEqual({ output: 7 });
    expect(resultSizes({ compressedSize: 3, totalSize: 4 })).toEqual({ output: 3 });
    expect(metadataOutputSize({ fileSize: 100, totalSize: 40 })).toBe(40);
    expect(metadataOutputSize({ fileSize: 100 })).toBeUndefined();
  });

  it('CC-3.38 CC-3.39 reads socket and status messages, any status casing', () => {
    expect(
      toJobMessage({
        jobId: 'j',
        status: 'RUNNING',
        progress: 5,
        metadata: { outputSize: 9, x: 1 },
        error: null,
      }),
    ).toEqual({
      jobId: 'j',
      status: 'running',
      progress: 5,
      metadata: { outputSize: 9 },
    });
    expect(toJobMessage({ jobId: 'j', status: 'weird' })).toBeUndefined();
    expect(toJobMessage({ status: 'running' })).toBeUndefined();
  });
});
