import { describe, expect, it } from 'vitest';
import { ROLE_PARTS, roleFromArgs } from './root.js';

describe('server roles (D86, D235)', () => {
  it('--role all (or none) runs every part in one process', () => {
    expect(roleFromArgs([])).toBe('all');
    expect(roleFromArgs(['--role', 'all'])).toBe('all');
    expect(roleFromArgs(['--role=all'])).toBe('all');
    expect(ROLE_PARTS.all).toEqual(['http', 'worker', 'sweeper']);
  });

  it('--role api runs the http part only; --role worker the job worker and the sweeper, no http', () => {
    expect(roleFromArgs(['--role', 'api'])).toBe('api');
    expect(roleFromArgs(['--role=worker'])).toBe('worker');
    expect(ROLE_PARTS.api).toEqual(['http']);
    expect(ROLE_PARTS.worker).not.toContain('http');
    expect(ROLE_PARTS.worker).toEqual(expect.arrayContaining(['worker', 'sweeper']));
  });

  it('any other role is refused with a message naming the known ones', () => {
    for (const args of [['--role', 'workers'], ['--role=API'], ['--role']]) {
      expect(roleFromArgs(args)).toEqual({ error: expect.stringContaining('--role api') as string });
    }
    expect(roleFromArgs(['--role', 'both'])).toEqual({
      error: 'Unknown role "both": this server runs with --role all, --role api, --role worker.',
    });
  });
});
