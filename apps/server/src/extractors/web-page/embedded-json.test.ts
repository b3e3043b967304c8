import { describe, expect, it } from 'vitest';
import { balancedJsonAt, jsonAfter, jsonLdNodes, parseJsonText } from './embedded-json.js';

describe('JSON embedded in pages', () => {
  it('cuts an object out of the code around it, braces inside strings and escapes respected', () => {
    const text = 'x={"a":"}{\\"","b":[1,{"c":"]"}]};(function(){var s}())';
    expect(balancedJsonAt(text, 2)).toBe('{"a":"}{\\"","b":[1,{"c":"]"}]}');
    expect(balancedJsonAt(text, 0)).toBeUndefined();
    expect(balancedJsonAt('{"open":', 0)).toBeUndefined();
  });

  it('reads the value assigned after a marker, or nothing when it is absent or not JSON', () => {
    const page =
      '<script>window.__INITIAL_STATE__ = {"seo":{"type":"video.other"}};(function(){}())</script>';
    expect(jsonAfter(page, 'window.__INITIAL_STATE__')).toEqual({ seo: { type: 'video.other' } });
    expect(jsonAfter(page, 'window.__OTHER__')).toBeUndefined();
    expect(jsonAfter('window.__S__={a:1}', 'window.__S__')).toBeUndefined();
    expect(parseJsonText('nope')).toBeUndefined();
  });

  it('flattens JSON-LD documents and their @graph, skipping unreadable ones', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"VideoObject","name":"A"}</script>',
      '<script type="application/ld+json">{"@graph":[{"@type":"WebPage"},{"@type":"Person"}]}</script>',
      '<script type="application/ld+json">[{"@type":"BreadcrumbList"}]</script>',
      '<script type="application/ld+json">{broken</script>',
      '<script type="application/json">{"@type":"NotLd"}</script>',
    ].join('');
    expect(jsonLdNodes(html).map((n) => (n as { '@type': string })['@type'])).toEqual([
      'VideoObject',
      'WebPage',
      'Person',
      'BreadcrumbList',
    ]);
  });
});
