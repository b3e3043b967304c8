import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './qr-image';

describe('QR image bytes', () => {
  it('decodes a base64 data URL into a typed Blob', async () => {
    const blob = dataUrlToBlob(`data:image/png;base64,${btoa('\x89PNG')}`);
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('decodes a percent-encoded data URL and refuses anything else', async () => {
    expect(await dataUrlToBlob('data:text/plain,a%20b').text()).toBe('a b');
    expect(() => dataUrlToBlob('https://example.com/qr.png')).toThrow();
  });
});
