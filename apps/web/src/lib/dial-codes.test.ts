import { POPULAR_COUNTRIES, detectDialCode } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { DIAL_CODES, dialCodeFor, isKnownCountry } from './dial-codes';

describe('dial codes from libphonenumber-js', () => {
  it('cover about 240 countries, each once, the popular ones included', () => {
    expect(DIAL_CODES.length).toBeGreaterThanOrEqual(230);
    expect(DIAL_CODES.length).toBeLessThanOrEqual(260);
    expect(new Set(DIAL_CODES.map((entry) => entry.code)).size).toBe(DIAL_CODES.length);
    for (const code of POPULAR_COUNTRIES) expect(isKnownCountry(code), code).toBe(true);
  });

  it('give the usual codes, a single +1 area code written into the code', () => {
    expect(['US', 'CA', 'GB', 'IR', 'FR', 'BS', 'JM'].map(dialCodeFor)).toEqual([
      '+1',
      '+1',
      '+44',
      '+98',
      '+33',
      '+1242',
      '+1',
    ]);
    expect(dialCodeFor('zz')).toBe('+1');
  });

  it('list the main country of a shared code first, so detection picks it', () => {
    expect(detectDialCode('+15551234567', DIAL_CODES)?.code).toBe('US');
    expect(detectDialCode('+447700900123', DIAL_CODES)?.code).toBe('GB');
    expect(detectDialCode('+79161234567', DIAL_CODES)?.code).toBe('RU');
    expect(detectDialCode('+12425551234', DIAL_CODES)?.code).toBe('BS');
    expect(detectDialCode('+989121234567', DIAL_CODES)?.code).toBe('IR');
  });
});
