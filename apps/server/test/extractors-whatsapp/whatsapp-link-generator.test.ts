import {
  DOWNLOADER_INPUT_MESSAGES,
  ERROR_CODES,
  toolJobAnswerSchema,
  whatsappInfoSchema,
} from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsappKit, type WhatsappKit } from './whatsapp-kit.js';

/** The click-to-chat link generator through the real app: made on the server, asked of nobody. */
describe('POST /downloader/whatsapp, link generator', () => {
  let kit: WhatsappKit;

  beforeAll(async () => {
    kit = await startWhatsappKit({});
  });
  afterAll(() => kit.close());

  it('DL-7.03 DL-3.05 answers the send link with the message encoded, the number as digits only', async () => {
    const api = kit.client('anon_wa-link-01');
    const message = 'Hi there & welcome? 50% off #1 / مرحبا';
    const answer = await api.whatsapp({
      phoneNumber: '+44 7700 900123',
      toolType: 'link-generator',
      message,
    });
    expect(answer.status).toBe(200);
    expect(whatsappInfoSchema.safeParse(answer.body.data).success).toBe(true);
    const data = answer.body.data;
    expect(data).toMatchObject({
      toolType: 'link-generator',
      phoneNumber: '447700900123',
      platform: 'whatsapp',
      qualities: [],
      profileData: null,
      profilePicture: null,
      thumbnail: null,
    });
    expect(data.url).toBe(`https://wa.me/447700900123?text=${encodeURIComponent(message)}`);
    expect(new URL(data.url).searchParams.get('text')).toBe(message);
    expect(data.metadata).toMatchObject({ generatedMessage: message, phoneNumber: '447700900123' });
    expect(data.title).toContain('447700900123');
    // Nothing asked of WhatsApp.
    expect(kit.whatsapp.asked).toEqual([]);

    // The answer is stored as an analysis: its job id answers as a tools job.
    const job = await api.get(`/api/tools/jobs/${data.jobId}`);
    expect(job.status).toBe(200);
    expect(toolJobAnswerSchema.parse(job.json?.data).job).toMatchObject({
      jobId: data.jobId,
      status: 'PENDING',
      jobType: 'analysis',
    });
  });

  it('takes the looser forms, drops the plus, and leaves a blank message out of the link', async () => {
    const api = kit.client('anon_wa-link-02');
    const us = await api.whatsapp(
      { phoneNumber: ' +1 (555) 123-4567 ', toolType: 'link-generator', message: '   ' },
      { bare: true },
    );
    expect(us.status).toBe(200);
    expect(us.body.data).toMatchObject({ phoneNumber: '15551234567', url: 'https://wa.me/15551234567' });
    expect(us.body.data.metadata).toMatchObject({ generatedMessage: '' });

    const digits = await api.whatsapp({ phoneNumber: '971501234567', toolType: 'link-generator' });
    expect(digits.body.data.url).toBe('https://wa.me/971501234567');
  });

  it('refuses numbers outside the rule with the spec message and VALIDATION_FAILED', async () => {
    const api = kit.client('anon_wa-link-03');
    const bad = [
      '123456',
      '1234567890123456',
      '+0123456789',
      '0447700900123',
      '+44 7700 abc123',
      '++447700900123',
    ];
    for (const phoneNumber of bad) {
      const answer = await api.whatsapp({ phoneNumber, toolType: 'link-generator', message: 'Hi' });
      expect(answer.status, phoneNumber).toBe(400);
      expect(answer.body, phoneNumber).toMatchObject({
        code: ERROR_CODES.VALIDATION_FAILED,
        message: DOWNLOADER_INPUT_MESSAGES.invalidWhatsAppPhone,
      });
    }
    // The shortest and longest numbers the rule allows pass.
    for (const phoneNumber of ['1234567', '123456789012345']) {
      const answer = await api.whatsapp({ phoneNumber, toolType: 'link-generator' });
      expect(answer.status, phoneNumber).toBe(200);
    }
    const empty = await api.whatsapp({ phoneNumber: '  ', toolType: 'link-generator' });
    expect(empty.body).toMatchObject({
      code: ERROR_CODES.VALIDATION_FAILED,
      message: 'Please enter a chat link URL',
    });
    // No number at all, on the default tool (the picture downloader).
    const missing = await api.whatsapp({});
    expect(missing.body).toMatchObject({
      code: ERROR_CODES.VALIDATION_FAILED,
      message: 'Please enter a profile picture URL',
    });
  });

  it('refuses an anonymous call without the bot check, an unknown tool and an overlong message', async () => {
    const api = kit.client('anon_wa-link-04');
    const unchecked = await api.whatsapp(
      { phoneNumber: '+447700900123', toolType: 'link-generator' },
      { captcha: false },
    );
    expect(unchecked.status).toBe(403);
    expect(unchecked.body.code).toBe(ERROR_CODES.CAPTCHA_FAILED);

    const tool = await api.whatsapp({ phoneNumber: '+447700900123', toolType: 'story-downloader' });
    expect(tool.status).toBe(400);
    expect(tool.body.code).toBe(ERROR_CODES.UNSUPPORTED_TOOL);

    const long = await api.whatsapp({
      phoneNumber: '+447700900123',
      toolType: 'link-generator',
      message: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(long.body.code).toBe(ERROR_CODES.VALIDATION_FAILED);
  });
});

describe('POST /downloader/whatsapp with WhatsApp switched off', () => {
  it('refuses every tool, the link generator included, with PLATFORM_DISABLED', async () => {
    const kit = await startWhatsappKit({}, { DOWNLOADER_DISABLED_PLATFORMS: 'whatsapp' });
    try {
      const answer = await kit
        .client('anon_wa-link-05')
        .whatsapp({ phoneNumber: '+447700900123', toolType: 'link-generator' });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(ERROR_CODES.PLATFORM_DISABLED);
    } finally {
      await kit.close();
    }
  });
});
