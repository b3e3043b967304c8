import { describe, expect, it } from 'vitest';
import { quality } from '../../lib/testing/downloader-infos';
import { archivableQualities, dispositionName, offersArchive, progressShare } from './archive-progress';

describe('Download all in the browser (D190)', () => {
  it('offers an archive of two streamed files or more, never of files made by jobs', () => {
    const job = { ...quality('j', false), delivery: 'job' as const };
    expect(offersArchive([quality('a', false), quality('b', false)])).toBe(true);
    expect(offersArchive([quality('a', false), job])).toBe(false);
    expect(archivableQualities([quality('a', false), job]).map((q) => q.formatId)).toEqual(['a']);
  });

  it('counts progress against the expected length, and none without one', () => {
    expect(progressShare(250, 1000)).toBe(0.25);
    expect(progressShare(2000, 1000)).toBe(1);
    expect(progressShare(250, undefined)).toBeUndefined();
    expect(progressShare(250, 0)).toBeUndefined();
  });

  it('names the saved file as the server does', () => {
    expect(dispositionName(`attachment; filename="a_b.zip"; filename*=UTF-8''a%20b.zip`, 'x.zip')).toBe(
      'a b.zip',
    );
    expect(dispositionName('attachment; filename="plain.zip"', 'x.zip')).toBe('plain.zip');
    expect(dispositionName(null, 'x.zip')).toBe('x.zip');
  });
});
