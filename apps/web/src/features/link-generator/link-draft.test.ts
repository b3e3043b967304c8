import { EMOJI_GRID_COLUMNS, EMOJI_TABS } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { EMOJI_SETS } from './emojis';
import { draftDigits, draftLink, initialDraft, isDraftChanged, isPhoneAccepted } from './link-draft';
import { insertAtCaret } from './message-caret';

const hello = 'Hello!';

describe('link generator form', () => {
  it('starts empty, on US, with the default template', () => {
    expect(initialDraft(hello)).toEqual({ phone: '', countryCode: 'US', message: hello });
  });

  it('counts as changed once anything differs from the start', () => {
    const start = initialDraft(hello);
    expect(isDraftChanged(start, hello)).toBe(false);
    expect(isDraftChanged({ ...start, phone: '5' }, hello)).toBe(true);
    expect(isDraftChanged({ ...start, countryCode: 'GB' }, hello)).toBe(true);
    expect(isDraftChanged({ ...start, message: 'Hi' }, hello)).toBe(true);
  });

  it('accepts 7 to 15 digits of national number, within 15 digits as sent (DL §5; 15 national digits refused, D184)', () => {
    const accepted = (phone: string, dial = '+1') => isPhoneAccepted(dial, phone);
    expect(['123456', '1234567', '12345678901234', '1234567890123456'].map((n) => accepted(n))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    // 15 national digits are 16 with any dial code: more than a number can have.
    expect(accepted('123456789012345')).toBe(false);
    // Leading zeros do not count, and an unmatched international number is no number.
    expect(accepted('0123456')).toBe(false);
    expect(accepted('07700900123', '+44')).toBe(true);
    expect(accepted('+99912345678')).toBe(false);
  });

  it('DL-5.07 joins the dial code without the national leading zeros, into the send link', () => {
    const draft = { phone: '07700900123', countryCode: 'GB', message: 'Hi there' };
    expect(draftDigits('+44', draft)).toBe('447700900123');
    expect(draftLink('+44', draft)).toBe('https://wa.me/447700900123?text=Hi%20there');
    expect(draftLink('+1', { ...draft, phone: '5551234567', message: '  ' })).toBe(
      'https://wa.me/15551234567',
    );
  });
});

describe('emoji picker', () => {
  it('inserts at the caret, replacing a selection, or at the end', () => {
    expect(insertAtCaret('Hi there', 2, 2, '👋')).toEqual({ text: 'Hi👋 there', caret: 4 });
    expect(insertAtCaret('Hi there', 3, 8, '🙂')).toEqual({ text: 'Hi 🙂', caret: 5 });
    expect(insertAtCaret('Hi', null, null, '!')).toEqual({ text: 'Hi!', caret: 3 });
  });

  it('has the four tabs, each filling whole rows of 8', () => {
    expect(Object.keys(EMOJI_SETS)).toEqual([...EMOJI_TABS]);
    for (const tab of EMOJI_TABS) {
      expect(EMOJI_SETS[tab].length % EMOJI_GRID_COLUMNS, tab).toBe(0);
      expect(new Set(EMOJI_SETS[tab]).size, tab).toBe(EMOJI_SETS[tab].length);
    }
  });
});
