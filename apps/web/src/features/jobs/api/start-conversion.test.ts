import { describe, expect, it } from 'vitest';
import { parseStartedJob } from './start-conversion';

describe('job calls', () => {
  it('CC-8.48 a convert answer without a job id reads as none', () => {
    expect(parseStartedJob({ jobId: 'j1', estimatedTime: 3 })).toEqual({ jobId: 'j1' });
    expect(parseStartedJob({ estimatedTime: 3 })).toEqual({ jobId: undefined });
    expect(parseStartedJob(null)).toEqual({ jobId: undefined });
  });
});
