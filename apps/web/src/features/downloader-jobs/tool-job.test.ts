import { describe, expect, it } from 'vitest';
import { toolJobData } from './testing/fake-feed';
import { readToolJob } from './tool-job';

describe('reading a tools job (downloader.md §7)', () => {
  it('finds the job under job, data.job, data, or as the answer itself', () => {
    const { job } = toolJobData('RUNNING', { progress: 40 });
    for (const data of [{ job }, { data: { job } }, { data: job }, job]) {
      expect(readToolJob(data)).toMatchObject({ jobId: 'job-1', status: 'running', progress: 40 });
    }
  });

  it('reads the server’s upper-case statuses in lower case', () => {
    const statuses = ['PENDING', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'].map(
      (status) => readToolJob(toolJobData(status))?.status,
    );
    expect(statuses).toEqual(['pending', 'running', 'completed', 'failed', 'cancelled']);
  });

  it('takes the token link of a finished job, and nothing from an answer without a job', () => {
    const result = {
      token: 't',
      filename: 'clip.mp4',
      url: '/api/files/download?token=t',
      fileId: 'f',
      size: 10,
      mimeType: 'video/mp4',
    };
    expect(readToolJob(toolJobData('COMPLETED', { result }))?.resultUrl).toBe('/api/files/download?token=t');
    expect(readToolJob({ something: 'else' })).toBeUndefined();
    expect(readToolJob(null)).toBeUndefined();
  });
});
