import { describe, expect, it } from 'vitest';
import { cdnAddress, extensionOf, uniqueRequests } from './suno-media.js';

describe("Suno's media addresses", () => {
  it("takes addresses on Suno's CDN as they are, and moves them onto a test base by path", () => {
    const mp3 = 'https://cdn1.suno.ai/7f3c2a10.mp3';
    expect(cdnAddress(mp3, undefined)).toBe(mp3);
    expect(cdnAddress(' https://cdn2.suno.ai/image_large_x.jpeg?width=360#top ', undefined)).toBe(
      'https://cdn2.suno.ai/image_large_x.jpeg?width=360',
    );
    expect(cdnAddress(mp3, 'http://127.0.0.1:4567/cdn')).toBe('http://127.0.0.1:4567/cdn/7f3c2a10.mp3');
  });

  it('refuses empty fields and every other host, port, scheme or credential', () => {
    for (const raw of [
      undefined,
      null,
      '',
      'not a url',
      'https://audiopipe.suno.ai/?item_id=x',
      'https://cdn1.suno.ai.evil.example/x.mp3',
      'https://files.example.net/cdn1.suno.ai/x.mp3',
      'https://cdn1.suno.ai:8443/x.mp3',
      'https://user@cdn1.suno.ai/x.mp3',
      'ftp://cdn1.suno.ai/x.mp3',
      'http://127.0.0.1/x.mp3',
    ]) {
      expect(cdnAddress(raw, 'http://127.0.0.1:4567/cdn'), String(raw)).toBeUndefined();
    }
  });

  it('reads the extension of the path (jpeg as jpg), else the fallback', () => {
    expect(extensionOf('https://cdn2.suno.ai/image_x.JPEG', 'png')).toBe('jpg');
    expect(extensionOf('https://cdn1.suno.ai/x.m4a?v=2', 'mp3')).toBe('m4a');
    expect(extensionOf('https://cdn1.suno.ai/x', 'mp3')).toBe('mp3');
    expect(extensionOf('https://cdn1.suno.ai/x.exe', 'mp3')).toBe('mp3');
  });

  it('asks to sign each address once per use', () => {
    const a = { address: 'https://cdn2.suno.ai/a.jpeg', kind: 'cover' } as const;
    expect(uniqueRequests([a, undefined, a, { ...a, kind: 'avatar' }])).toEqual([
      a,
      { ...a, kind: 'avatar' },
    ]);
  });
});
