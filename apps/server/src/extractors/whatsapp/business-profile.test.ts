import { describe, expect, it } from 'vitest';
import { ExtractorError } from '../extractor.js';
import { parseBusinessProfile } from './business-profile.js';
import type { WaNode } from './wa-node.js';

/** WhatsApp's answer to the `w:biz` query, as Baileys hands it over (text arrives as bytes). */
const bytes = (text: string) => new TextEncoder().encode(text);
const node = (tag: string, attrs: Record<string, string> = {}, content?: WaNode['content']): WaNode => ({
  tag,
  attrs,
  ...(content === undefined ? {} : { content }),
});
const answer = (profile: readonly WaNode[]) =>
  node('iq', { type: 'result' }, [
    node('business_profile', { v: '244' }, [
      node('profile', { jid: '447700900123@s.whatsapp.net' }, profile),
    ]),
  ]);
const hours = (day: string, mode: string, open?: string, close?: string) =>
  node('business_hours_config', {
    day_of_week: day,
    mode,
    ...(open ? { open_time: open } : {}),
    ...(close ? { close_time: close } : {}),
  });

function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe('business profiles from WhatsApp’s answer', () => {
  it('reads every category and website, the texts and the hours by day', () => {
    const facts = parseBusinessProfile(
      answer([
        node('description', {}, bytes('Fresh bread\nevery morning ')),
        node('categories', {}, [
          node('category', { id: '1' }, bytes('Bakery')),
          node('category', { id: '2' }, 'Café'),
        ]),
        node('email', {}, bytes('hello@bakery.example')),
        node('website', {}, bytes('https://bakery.example')),
        node('website', {}, bytes('https://shop.bakery.example')),
        node('address', {}, bytes('1 High Street')),
        node('member_since_text', {}, bytes('Member since 2019')),
        node('business_hours', { timezone: 'Europe/London' }, [
          hours('mon', 'specific_hours', '780', '1080'),
          hours('mon', 'specific_hours', '480', '720'),
          hours('sun', 'open_24h'),
          hours('tue', 'appointment_only'),
          hours('wed', 'specific_hours'),
          hours('funday', 'specific_hours', '1', '2'),
          hours('thu', 'closed_for_lunch', '1', '2'),
          node('business_hours_config', { day_of_week: 'fri', mode: 'specific_hours' }, [
            node('open_time', { minutes: '600' }),
            node('close_time', { minutes: '1440' }),
          ]),
        ]),
      ]),
    );
    expect(facts).toEqual({
      description: 'Fresh bread\nevery morning',
      categories: ['Bakery', 'Café'],
      email: 'hello@bakery.example',
      websites: ['https://bakery.example', 'https://shop.bakery.example'],
      address: '1 High Street',
      memberSince: null,
      memberSinceText: 'Member since 2019',
      timezone: 'Europe/London',
      days: [
        { day: 'sun', mode: 'open_24_7', hours: [] },
        {
          day: 'mon',
          mode: 'specific_hours',
          hours: [
            { start: 480, end: 720 },
            { start: 780, end: 1080 },
          ],
        },
        { day: 'tue', mode: 'appointment_only', hours: [] },
        { day: 'wed', mode: 'specific_hours', hours: [] },
        { day: 'fri', mode: 'specific_hours', hours: [{ start: 600, end: 1440 }] },
      ],
    });
  });

  it('reads a profile without hours as publishing none, and a member-since time', () => {
    const facts = parseBusinessProfile(
      answer([
        node('categories', {}, [node('category', {}, 'Shop')]),
        node('member_since', {}, '1577836800'),
      ]),
    );
    expect(facts).toMatchObject({
      days: null,
      timezone: null,
      memberSince: Date.UTC(2020, 0, 1),
      description: null,
    });
  });

  it('says personal when WhatsApp answers no business fields, and refuses another shape', () => {
    expect(parseBusinessProfile(answer([]))).toBeUndefined();
    expect(parseBusinessProfile(node('iq', {}, [node('business_profile')]))).toBeUndefined();
    for (const changed of [{ tag: 'iq', attrs: {}, content: [{ nope: 1 }] }, 'iq']) {
      const error = thrownBy(() => parseBusinessProfile(changed));
      expect(error).toBeInstanceOf(ExtractorError);
      expect((error as ExtractorError).code).toBe('EXTRACTOR_CHANGED');
      expect((error as ExtractorError).detail).toMatch(/^business profile/);
    }
  });
});
