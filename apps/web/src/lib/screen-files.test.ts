import { describe, expect, it, vi } from 'vitest';
import {
  onScreenClear,
  publishScreenFileCount,
  requestScreenClear,
  screenFileCount,
  screenKeyFor,
} from './screen-files';

describe('screen files', () => {
  it('CC-2.15 CC-2.02 keys a screen by mode and path, without locale or case', () => {
    expect(screenKeyFor('/converter/mp4-to-webm')).toBe('conversion:/converter/mp4-to-webm');
    expect(screenKeyFor('/fr/converter/MP4-to-WEBM/')).toBe('conversion:/converter/mp4-to-webm');
    expect(screenKeyFor('/fa/compressor/discord')).toBe('compression:/compressor/discord');
    expect(screenKeyFor('/downloader/youtube')).toBeUndefined();
  });

  it('CC-2.16 CC-2.17 counts files per screen and passes clear requests to that screen only', () => {
    publishScreenFileCount('conversion:/converter', 2);
    expect(screenFileCount('conversion:/converter')).toBe(2);
    expect(screenFileCount('compression:/compressor')).toBe(0);
    const clear = vi.fn();
    const other = vi.fn();
    const stop = onScreenClear('conversion:/converter', clear);
    onScreenClear('compression:/compressor', other);
    requestScreenClear('conversion:/converter');
    expect(clear).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    stop();
    requestScreenClear('conversion:/converter');
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
