import { describe, expect, it } from 'vitest';
import { screenKeyFor } from './screen-key';

describe('screen key', () => {
  it('CC-2.15 CC-2.02 keys a screen by mode and path, without locale or case', () => {
    expect(screenKeyFor('/converter/mp4-to-webm')).toBe('conversion:/converter/mp4-to-webm');
    expect(screenKeyFor('/fr/converter/MP4-to-WEBM/')).toBe('conversion:/converter/mp4-to-webm');
    expect(screenKeyFor('/fa/compressor/discord')).toBe('compression:/compressor/discord');
    expect(screenKeyFor('/downloader/youtube')).toBeUndefined();
  });
});
