import { describe, expect, it } from 'vitest';
import { referencesDir } from './leftover-processes.repository.js';

describe('leftover processes (D66)', () => {
  it('matches a command line naming a path inside the directory, also as ffmpeg file: input', () => {
    expect(referencesDir(['ffmpeg', '-i', 'file:/data/scratch/j1/in.mp4'], '/data/scratch/j1')).toBe(true);
    expect(referencesDir(['ffmpeg', '-y', '/data/scratch/j1/out.webm'], '/data/scratch/j1')).toBe(true);
    expect(referencesDir(['sox', '/data/scratch/j1'], '/data/scratch/j1')).toBe(true);
  });

  it('does not match a sibling directory whose name only starts the same', () => {
    expect(referencesDir(['ffmpeg', '-y', '/data/scratch/j10/out.webm'], '/data/scratch/j1')).toBe(false);
    expect(referencesDir(['ffmpeg', '-y', '/data2/scratch/j1/out.webm'], '/data/scratch/j1')).toBe(false);
  });
});
