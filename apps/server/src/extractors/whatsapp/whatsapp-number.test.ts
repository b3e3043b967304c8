import { describe, expect, it } from 'vitest';
import { numberFromWhatsappLink, whatsappChatUrl, whatsappNumberFrom } from './whatsapp-number.js';

describe('WhatsApp numbers', () => {
  it('keeps the digits of a number that passes the rule, without its plus', () => {
    expect(whatsappNumberFrom('+1 (555) 123-4567')).toBe('15551234567');
    expect(whatsappNumberFrom(' 447700900123 ')).toBe('447700900123');
    expect(whatsappNumberFrom('+44-7700-900123')).toBe('447700900123');
  });

  it('refuses what the rule refuses: a leading zero, too few or too many digits, letters', () => {
    for (const bad of ['0447700900123', '+0123456789', '123456', '1234567890123456', '44 7700 9OO123', '']) {
      expect(whatsappNumberFrom(bad), bad).toBeUndefined();
    }
  });

  it('reads the number of wa.me and send links, and no other WhatsApp link', () => {
    const of = (link: string) => numberFromWhatsappLink(new URL(link));
    expect(of(whatsappChatUrl('447700900123'))).toBe('447700900123');
    expect(of('https://wa.me/447700900123?text=hi')).toBe('447700900123');
    expect(of('https://api.whatsapp.com/send?phone=15551234567&text=x')).toBe('15551234567');
    expect(of('https://www.whatsapp.com/send?phone=%2B15551234567')).toBe('15551234567');
    expect(of('https://chat.whatsapp.com/AbCdEf123')).toBeUndefined();
    expect(of('https://wa.me/message/ABCDEF')).toBeUndefined();
    expect(of('https://api.whatsapp.com/send')).toBeUndefined();
    expect(of('https://wa.me/0123456789')).toBeUndefined();
  });
});
