import { describe, expect, it } from 'vitest';
import { DIAL_CODES } from '../../lib/dial-codes';
import { phoneDigitsOnly, readPhoneInput } from './phone-entry';

const read = (raw: string, country = 'US') => readPhoneInput(raw, country, DIAL_CODES);

describe('phone field input (DL §5)', () => {
  it('DL-5.05 takes digits only', () => {
    expect(read('12a-3')).toEqual({ value: '123' });
    expect(read('(555) 123-4567')).toEqual({ value: '5551234567' });
    expect(phoneDigitsOnly('۰۹۱۲ ٣٤٥')).toBe('0912345');
  });

  it('DL-5.06 a pasted +44 number selects GB and keeps the national part', () => {
    expect(read('+44 7700 900123')).toEqual({ value: '7700900123', countryCode: 'GB' });
  });

  it('DL-5.06 the longest dial code wins: +1242 is the Bahamas, not the US', () => {
    expect(read('+1242 555 1234')).toEqual({ value: '5551234', countryCode: 'BS' });
  });

  it('DL-5.06 with fewer than 4 digits after the code nothing switches; plus and digits stay', () => {
    expect(read('+44 123', 'FR')).toEqual({ value: '+44123' });
    expect(read('+')).toEqual({ value: '+' });
    expect(read('+4+4 12')).toEqual({ value: '+4412' });
  });

  it('a shared code keeps the chosen country; leading zeros stay until the call drops them', () => {
    expect(read('+1 416 555 0199', 'CA')).toEqual({ value: '4165550199', countryCode: 'CA' });
    expect(read('+44 07700 900123')).toEqual({ value: '07700900123', countryCode: 'GB' });
    expect(read('+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷')).toEqual({ value: '9121234567', countryCode: 'IR' });
  });
});
