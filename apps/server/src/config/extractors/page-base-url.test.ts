import { describe, expect, it } from 'vitest';
import { parseExtractorsConfig } from '../extractors-config.js';

describe('the base URLs of the page extractors (D140)', () => {
  it('default to the real platforms', () => {
    const { config } = parseExtractorsConfig({});
    expect(config?.snapchat).toEqual({
      baseUrl: 'https://www.snapchat.com',
      shortLinkBaseUrl: 'https://t.snapchat.com',
    });
    expect(config?.febspot).toEqual({ baseUrl: 'https://www.febspot.com' });
    expect(config?.ifunny).toEqual({ baseUrl: 'https://ifunny.co' });
  });

  it('take a loopback fixture, a path prefix kept and a trailing slash dropped', () => {
    const { config } = parseExtractorsConfig({
      SNAPCHAT_BASE_URL: 'http://127.0.0.1:4567/',
      SNAPCHAT_SHORT_LINK_BASE_URL: 'http://127.0.0.1:4567/t/',
      FEBSPOT_BASE_URL: ' http://127.0.0.1:4568 ',
      IFUNNY_BASE_URL: 'http://[::1]:4569/prefix',
    });
    expect(config?.snapchat).toEqual({
      baseUrl: 'http://127.0.0.1:4567',
      shortLinkBaseUrl: 'http://127.0.0.1:4567/t',
    });
    expect(config?.febspot.baseUrl).toBe('http://127.0.0.1:4568');
    expect(config?.ifunny.baseUrl).toBe('http://[::1]:4569/prefix');
  });

  it('refuse anything but an http(s) URL without credentials, query or fragment, naming the variable', () => {
    const { config, issues } = parseExtractorsConfig({
      SNAPCHAT_BASE_URL: 'ftp://snapchat.example',
      FEBSPOT_BASE_URL: 'https://user:pw@febspot.example',
      IFUNNY_BASE_URL: 'https://ifunny.example/?a=1',
      SNAPCHAT_SHORT_LINK_BASE_URL: 'not a url',
    });
    expect(config).toBeUndefined();
    expect(issues.map((i) => i.path.join('.')).sort()).toEqual([
      'FEBSPOT_BASE_URL',
      'IFUNNY_BASE_URL',
      'SNAPCHAT_BASE_URL',
      'SNAPCHAT_SHORT_LINK_BASE_URL',
    ]);
  });
});
