import { describe, expect, it } from 'vitest';
import { ROLE_PARTS, roleFromArgs } from './root.js';

describe('server roles', () => {
  it('--role all (or none) runs every part in one process', () => {
    expect(roleFromArgs([])).toBe('all');
    expect(roleFromArgs(['--role', 'all'])).toBe('all');
    expect(roleFromArgs(['--role=all'])).toBe('all');
    expect(ROLE_PARTS.all).toEqual(['http', 'worker', 'sweeper']);
  });

  it('any other role is refused with a message naming the known ones', () => {
    for (const args of [['--role', 'worker'], ['--role=api'], ['--role']]) {
      expect(roleFromArgs(args)).toEqual({ error: expect.stringContaining('--role all') as string });
    }
    expect(roleFromArgs(['--role', 'api'])).toEqual({
      error: 'Unknown role "api": this server runs with --role all.',
    });
  });
});
