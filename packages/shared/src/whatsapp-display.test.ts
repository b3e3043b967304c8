import { describe, expect, it } from 'vitest';
import {
  BUSINESS_WEEK,
  businessDayHours,
  deviceCountKind,
  formatMinutesOfDay,
  splitWhatsappNumber,
  WHATSAPP_DISPLAY_DIAL_CODES,
} from './whatsapp-display.js';

describe('WhatsApp display rules', () => {
  it('DR-5.09 the display table has 28 codes, among them the seven the spec names', () => {
    expect(WHATSAPP_DISPLAY_DIAL_CODES).toHaveLength(28);
    expect(new Set(WHATSAPP_DISPLAY_DIAL_CODES.map((e) => e.dialCode)).size).toBe(28);
    const named = Object.fromEntries(WHATSAPP_DISPLAY_DIAL_CODES.map((e) => [e.dialCode, e.code]));
    expect(named).toMatchObject({
      '+90': 'TR',
      '+1': 'US',
      '+44': 'GB',
      '+49': 'DE',
      '+971': 'AE',
      '+966': 'SA',
      '+98': 'IR',
    });
  });

  it('DR-5.06 DR-5.07 the number is split at the longest matching code, other characters stripped', () => {
    expect(splitWhatsappNumber('+971 50-123 4567')).toEqual({
      countryCode: 'AE',
      dialCode: '+971',
      national: '501234567',
    });
    expect(splitWhatsappNumber('447700900123')).toEqual({
      countryCode: 'GB',
      dialCode: '+44',
      national: '7700900123',
    });
    expect(splitWhatsappNumber('15551234567')).toMatchObject({ countryCode: 'US', dialCode: '+1' });
    expect(splitWhatsappNumber('905321234567')).toMatchObject({ countryCode: 'TR', dialCode: '+90' });
  });

  it('DR-5.08 a code outside the table shows the US flag with no dial code', () => {
    expect(splitWhatsappNumber('3725123456')).toEqual({
      countryCode: 'US',
      dialCode: null,
      national: '3725123456',
    });
  });

  it('DL-2.63 devices: 0 offline, 1 one device, 2 and more multiple', () => {
    expect([0, 1, 2, 3].map(deviceCountKind)).toEqual(['offline', 'one', 'multiple', 'multiple']);
  });

  it('DL-2.67 business hours: HH:MM - HH:MM, 24/7 or Closed', () => {
    expect(formatMinutesOfDay(540)).toBe('09:00');
    expect(formatMinutesOfDay(1020)).toBe('17:00');
    expect(formatMinutesOfDay(1440)).toBe('24:00');
    expect(businessDayHours({ mode: 'specific_hours', hours: [{ start: 540, end: 1020 }] })).toEqual({
      kind: 'hours',
      ranges: ['09:00 - 17:00'],
    });
    expect(
      businessDayHours({
        mode: 'specific_hours',
        hours: [
          { start: 480, end: 720 },
          { start: 780, end: 1080 },
        ],
      }),
    ).toEqual({ kind: 'hours', ranges: ['08:00 - 12:00', '13:00 - 18:00'] });
    expect(businessDayHours({ mode: 'open_24_7', hours: [] })).toEqual({ kind: 'open24', text: '24/7' });
    expect(businessDayHours(undefined)).toEqual({ kind: 'closed' });
    expect(businessDayHours({ mode: 'specific_hours', hours: [] })).toEqual({ kind: 'closed' });
    expect(businessDayHours({ mode: 'appointment_only', hours: [] })).toEqual({ kind: 'appointment' });
    expect(BUSINESS_WEEK).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });
});
