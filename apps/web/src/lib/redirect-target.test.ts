import { describe, expect, it } from 'vitest';
import { redirectQuery, safeRedirect } from './redirect-target';

describe('redirect target', () => {
  it('CC-2.73 keeps a path of this site', () => {
    expect(safeRedirect('/fr/converter/mp4-to-webm?x=1')).toBe('/fr/converter/mp4-to-webm?x=1');
    expect(safeRedirect('/')).toBe('/');
  });

  it('CC-2.73 refuses anything that would leave the site', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      'converter',
      '/a\nb',
    ])
      expect(safeRedirect(bad), bad).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });

  it('builds the query the prompts append to /auth links', () => {
    expect(redirectQuery('/converter/mov')).toBe('?redirect=%2Fconverter%2Fmov');
    expect(redirectQuery('//evil')).toBe('');
  });
});
