import { describe, expect, it } from 'vitest';
import { extensionOfType, importFileName, nameFromContentDisposition, nameFromUrl } from './import-names.js';

describe('the name an imported file is stored under', () => {
  it('takes the first name present, sanitised like an upload’s', () => {
    expect(importFileName([undefined, '  ', 'Trip.MP4', 'other.mp4'], undefined, 'f')).toBe('Trip.MP4');
    expect(importFileName(['../../etc/clip.mp4'], undefined, 'f')).toBe('clip.mp4');
    expect(importFileName([undefined], 'video/mp4', 'import-url')).toBe('import-url.mp4');
  });

  it('gives a name without an extension the declared type’s', () => {
    expect(importFileName(['stream'], 'video/webm; codecs="vp9"', 'f')).toBe('stream.webm');
    expect(importFileName(['stream'], 'application/octet-stream', 'f')).toBe('stream');
    expect(extensionOfType('Audio/MPEG')).toBe('mp3');
    expect(extensionOfType(undefined)).toBeUndefined();
  });

  it('reads Content-Disposition (RFC 6266): the extended form first, then the plain one', () => {
    expect(
      nameFromContentDisposition(`attachment; filename="a.mp4"; filename*=UTF-8''%C3%A9t%C3%A9.mp4`),
    ).toBe('été.mp4');
    expect(nameFromContentDisposition('attachment; filename="say \\"hi\\".mp4"')).toBe('say "hi".mp4');
    expect(nameFromContentDisposition('inline; filename=plain.mov')).toBe('plain.mov');
    expect(nameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeUndefined();
    expect(nameFromContentDisposition(undefined)).toBeUndefined();
  });

  it('reads the link’s last path segment, decoded', () => {
    expect(nameFromUrl(new URL('https://cdn.example/v/My%20Clip.mp4?x=1'))).toBe('My Clip.mp4');
    expect(nameFromUrl(new URL('https://cdn.example/'))).toBeUndefined();
    expect(nameFromUrl(new URL('https://cdn.example/%E0%A4%A'))).toBe('%E0%A4%A');
  });
});
