import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../env.js';

describe("the Suno extractor's configuration", () => {
  it("defaults to Suno's own site and API, and fetches media where Suno says", () => {
    expect(loadConfig({}).extractors.suno).toEqual({
      baseUrl: 'https://suno.com',
      apiBaseUrl: 'https://studio-api.prod.suno.com',
      cdnBaseUrl: undefined,
    });
  });

  it('takes other bases (a loopback fixture), written without their trailing slash', () => {
    const suno = loadConfig({
      SUNO_BASE_URL: 'http://127.0.0.1:4567/site/',
      SUNO_API_BASE_URL: 'http://127.0.0.1:4567/studio',
      SUNO_CDN_BASE_URL: 'http://127.0.0.1:4567/cdn//',
    }).extractors.suno;
    expect(suno).toEqual({
      baseUrl: 'http://127.0.0.1:4567/site',
      apiBaseUrl: 'http://127.0.0.1:4567/studio',
      cdnBaseUrl: 'http://127.0.0.1:4567/cdn',
    });
  });

  it('refuses a base that is not a plain http(s) address, naming each variable', () => {
    let problems: readonly string[] = [];
    try {
      loadConfig({
        SUNO_BASE_URL: 'suno.com',
        SUNO_API_BASE_URL: 'https://studio-api.prod.suno.com/?x=1',
        SUNO_CDN_BASE_URL: 'ftp://cdn.example',
      });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems = error.problems;
    }
    expect(problems.map((p) => p.split(':')[0])).toEqual(
      expect.arrayContaining(['SUNO_BASE_URL', 'SUNO_API_BASE_URL', 'SUNO_CDN_BASE_URL']),
    );
  });
});
