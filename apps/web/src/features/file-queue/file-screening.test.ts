import { describe, expect, it } from 'vitest';
import { rejectionTexts } from './rejection-texts';
import { screenFiles } from './file-screening';

const file = (name: string, type = '') => ({ name, type });

describe('screening chosen files', () => {
  it('CC-5.01 accepts video MIME types and the listed video extensions, refuses others', () => {
    const chosen = [
      file('a.mp4'),
      file('b.MKV'),
      file('c.bin', 'video/x-odd'),
      file('notes.txt', 'text/plain'),
    ];
    const { accepted, rejections } = screenFiles(chosen, [], 'conversion');
    expect(accepted.map((f) => f.name)).toEqual(['a.mp4', 'b.MKV', 'c.bin']);
    expect(rejections).toEqual([{ kind: 'invalidType', names: ['notes.txt'] }]);
  });

  it('CC-5.02 audio is accepted for conversion, not for compression (NOTES.md 1)', () => {
    expect(screenFiles([file('song.mp3')], [], 'conversion').accepted).toHaveLength(1);
    expect(screenFiles([file('song.mp3')], [], 'compression').rejections[0]?.kind).toBe('invalidType');
  });

  it('CC-6.09 refuses files over the tier size before uploading; unknown limits check nothing', () => {
    const big = { name: 'big.mp4', type: 'video/mp4', size: 524_288_001 };
    const fits = { name: 'fits.mp4', type: 'video/mp4', size: 524_288_000 };
    const { accepted, rejections } = screenFiles([big, fits], [], 'conversion', 5, 524_288_000);
    expect(accepted.map((f) => f.name)).toEqual(['fits.mp4']);
    expect(rejections).toEqual([{ kind: 'tooLarge', names: ['big.mp4'], maxFileSize: 524_288_000 }]);
    expect(screenFiles([big], [], 'conversion', 5).accepted).toEqual([big]);
  });

  it('CC-6.04 CC-5.05 with an allowed list (anonymous) other extensions are refused; no list checks nothing', () => {
    const allowed = ['mp4', 'mkv', 'mp3'];
    const chosen = [file('a.mkv'), file('b.wmv', 'video/x-ms-wmv'), file('c.MP4'), file('notes.txt')];
    const { accepted, rejections } = screenFiles(chosen, [], 'conversion', 5, undefined, allowed);
    expect(accepted.map((f) => f.name)).toEqual(['a.mkv', 'c.MP4']);
    expect(rejections).toEqual([
      { kind: 'invalidType', names: ['notes.txt'] },
      { kind: 'formatNotAllowed', names: ['b.wmv'], formats: allowed },
    ]);
    expect(screenFiles([file('b.wmv', 'video/x-ms-wmv')], [], 'conversion').accepted).toHaveLength(1);
    expect(rejectionTexts(rejections[1]!, 'conversion', (n) => n.join(', '))).toEqual({
      title: 'rejections.invalidTypeTitle',
      text: 'rejections.anonymousFormatText',
      values: { names: 'b.wmv', formats: 'MP4, MKV, MP3' },
    });
  });

  it('CC-5.03 refuses names already listed or chosen twice', () => {
    const { accepted, rejections } = screenFiles(
      [file('a.mp4'), file('b.mp4'), file('b.mp4')],
      ['a.mp4'],
      'conversion',
    );
    expect(accepted.map((f) => f.name)).toEqual(['b.mp4']);
    expect(rejections).toEqual([{ kind: 'duplicate', names: ['a.mp4', 'b.mp4'] }]);
  });

  it('CC-5.04 six files at once: five are queued and the limit is reported', () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.mp4`));
    const { accepted, rejections } = screenFiles(six, [], 'conversion');
    expect(accepted).toHaveLength(5);
    expect(rejections).toEqual([{ kind: 'limitReached', max: 5 }]);
  });

  it('CC-5.04 with room for only some, the first that fit are queued', () => {
    const { accepted, rejections } = screenFiles(
      [file('x.mp4'), file('y.mp4')],
      ['1', '2', '3', '4'],
      'conversion',
    );
    expect(accepted.map((f) => f.name)).toEqual(['x.mp4']);
    expect(rejections).toEqual([{ kind: 'limitExceeded', max: 5, remaining: 1 }]);
    expect(screenFiles([file('z.mp4')], ['1', '2', '3', '4', '5'], 'conversion').rejections).toEqual([
      { kind: 'limitReached', max: 5 },
    ]);
  });
});
