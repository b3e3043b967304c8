import { describe, expect, it } from 'vitest';
import { ifunnyPostLink } from './ifunny-links.js';

const post = (link: string) => ifunnyPostLink(new URL(link));

describe('iFunny links', () => {
  it('reads the kind and the id (the last word of the slug) of post links', () => {
    expect(post('https://ifunny.co/video/introduce-you-to-the-fly-swatter-jh6D3QSz7?s=cl')).toEqual({
      kind: 'video',
      id: 'jh6D3QSz7',
      path: '/video/introduce-you-to-the-fly-swatter-jh6D3QSz7',
    });
    expect(post('https://www.ifunny.co/picture/wAtezlS5C')).toMatchObject({
      kind: 'picture',
      id: 'wAtezlS5C',
    });
    expect(post('https://ifunny.co/gif/i-know-Xp83yefS7/')).toMatchObject({ kind: 'gif', id: 'Xp83yefS7' });
    expect(post('https://ifunny.co/meme/ibm-slide-416RcHn7C')).toMatchObject({
      kind: 'meme',
      id: '416RcHn7C',
    });
    expect(post('https://ifunny.co/fun/pQ0qJYrT5')).toMatchObject({ kind: 'fun', id: 'pQ0qJYrT5' });
  });

  it('names nothing for profiles, feeds, malformed ids and other hosts', () => {
    for (const link of [
      'https://ifunny.co/',
      'https://ifunny.co/user/funnyguy',
      'https://ifunny.co/featured',
      'https://ifunny.co/video/',
      'https://ifunny.co/video/a-b-c',
      'https://ifunny.co/video/slug-jh6D3QSz7/more',
      'https://ifunny.co/video/bad_slug-jh6D3QSz7',
      'https://br.ifunny.co/video/jh6D3QSz7',
    ]) {
      expect(post(link), link).toBeUndefined();
    }
  });
});
