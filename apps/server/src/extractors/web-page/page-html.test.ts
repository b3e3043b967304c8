import { describe, expect, it } from 'vitest';
import {
  attributesOf,
  decodeEntities,
  httpUrl,
  metaContent,
  metaContents,
  pageTitle,
  scriptTextById,
  startTags,
} from './page-html.js';

describe('reading a platform page', () => {
  it('decodes the character references of attributes and titles, and leaves unknown ones', () => {
    expect(decodeEntities('a &amp; b &lt;3 &#39;x&#x27; &quot;y&quot; &bogus; &#0;')).toBe(
      `a & b <3 'x' "y" &bogus; &#0;`,
    );
  });

  it('reads attributes in every quoting, names lower-cased, the first of a repeated name kept', () => {
    expect(attributesOf(` SRC="a.mp4" type='video/mp4' label=720p data-x controls src="b.mp4"`)).toEqual({
      src: 'a.mp4',
      type: 'video/mp4',
      label: '720p',
      'data-x': '',
      controls: '',
    });
  });

  it('finds start tags whose quoted values hold a >, and not tags that only begin with the name', () => {
    const html = `<source src="x.mp4" title="a > b"><sourcery src="no"><SOURCE src='y.mp4'/>`;
    expect(startTags(html, 'source').map((a) => a.src)).toEqual(['x.mp4', 'y.mp4']);
  });

  it('reads Open Graph and named meta tags, in order, skipping empty ones', () => {
    const html = [
      '<meta property="og:video" content="https://cdn.example/a.mp4?x=1&amp;y=2">',
      '<meta content="https://cdn.example/b.mp4" property="OG:VIDEO">',
      '<meta property="og:video" content="  ">',
      '<meta name="description" content="Words">',
    ].join('\n');
    expect(metaContents(html, 'og:video')).toEqual([
      'https://cdn.example/a.mp4?x=1&y=2',
      'https://cdn.example/b.mp4',
    ]);
    expect(metaContent(html, 'description')).toBe('Words');
    expect(metaContent(html, 'og:image')).toBeUndefined();
  });

  it('reads a script by id as written, and the title decoded', () => {
    const html = `<title>\n A &amp; B </title><script src="x.js"></script><script id="data" type="application/json">{"a":"&amp;"}</script>`;
    expect(scriptTextById(html, 'data')).toBe('{"a":"&amp;"}');
    expect(scriptTextById(html, 'none')).toBeUndefined();
    expect(pageTitle(html)).toBe('A & B');
    expect(pageTitle('<title> </title>')).toBeUndefined();
  });

  it('keeps only absolute http(s) addresses, resolving relative ones against a base', () => {
    expect(httpUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(httpUrl('/a.jpg', 'https://site.example/video/1')).toBe('https://site.example/a.jpg');
    expect(httpUrl('/a.jpg')).toBeUndefined();
    expect(httpUrl('data:image/png;base64,AAAA')).toBeUndefined();
    expect(httpUrl('javascript:alert(1)')).toBeUndefined();
    expect(httpUrl(undefined)).toBeUndefined();
  });

  it('skips a tag that never closes and still reads the ones after it; an unended script ends the list', () => {
    const unclosed = `<meta property="og:video" content="x${'a'.repeat(20_000)}`;
    const html = `${unclosed}"><meta property="og:title" content="After"><script id="a">1</script><script id="b">2`;
    expect(metaContent(html, 'og:title')).toBe('After');
    expect(scriptTextById(html, 'a')).toBe('1');
    expect(scriptTextById(html, 'b')).toBeUndefined();
    expect(pageTitle('<title>Never ends')).toBeUndefined();
  });

  it('reads a hostile page of millions of unclosed tags in one pass (a quadratic scan would time out)', () => {
    const hostile = '<meta <script <title <source '.repeat(100_000) + '"';
    expect(startTags(hostile, 'meta')).toEqual([]);
    expect(startTags(hostile, 'source')).toEqual([]);
    expect(scriptTextById(hostile, 'x')).toBeUndefined();
    expect(pageTitle(hostile)).toBeUndefined();
    expect(startTags(`${'<sourc'.repeat(200_000)}<source src="z">`, 'source')).toEqual([{ src: 'z' }]);
  });
});
