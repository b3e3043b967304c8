import { describe, expect, it } from 'vitest';
import { sunoLinkOf } from './suno-links.js';

const ID = '7F3C2A10-5B1E-4C6D-9A2F-1E0D3C4B5A61';
const id = ID.toLowerCase();
const of = (link: string) => sunoLinkOf(new URL(link));

describe('what a Suno link names', () => {
  it('songs, the player, playlists and hooks by their UUID, lower-cased; share links by their code', () => {
    expect(of(`https://suno.com/song/${ID}?sh=abc`)).toEqual({ kind: 'song', id });
    expect(of(`https://app.suno.ai/song/${id}/`)).toEqual({ kind: 'song', id });
    expect(of(`https://suno.com/embed/${id}`)).toEqual({ kind: 'song', id });
    expect(of(`https://suno.com/playlist/${id}`)).toEqual({ kind: 'playlist', id });
    expect(of(`https://suno.com/hook/${id}`)).toEqual({ kind: 'hook', id });
    expect(of(`https://suno.com/@lumen.tide/hook/${id}`)).toEqual({ kind: 'hook', id });
    expect(of('https://suno.com/s/Zq8Lm2Xr4Tn6')).toEqual({ kind: 'share', code: 'Zq8Lm2Xr4Tn6' });
  });

  it('anything else names nothing', () => {
    for (const link of [
      'https://suno.com/',
      'https://suno.com/explore',
      'https://suno.com/song/not-a-uuid',
      `https://suno.com/song/${id}/extra`,
      `https://suno.com/@lumen/song/${id}`,
      `https://suno.com/@lumen/playlist/${id}`,
      `https://suno.com/lumen/hook/${id}`,
      'https://suno.com/s/a!b',
      `https://suno.com/create?song=${id}`,
    ]) {
      expect(of(link), link).toBeUndefined();
    }
  });
});
