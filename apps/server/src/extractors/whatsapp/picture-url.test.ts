import { describe, expect, it } from 'vitest';
import { isWhatsappPictureUrl } from './picture-url.js';

describe('profile picture addresses handed on', () => {
  it('takes https addresses of WhatsApp’s CDN only', () => {
    expect(isWhatsappPictureUrl('https://pps.whatsapp.net/v/t61.24694-24/123_n.jpg?oh=x&oe=y')).toBe(true);
    expect(isWhatsappPictureUrl('https://whatsapp.net/x.jpg')).toBe(true);
    for (const bad of [
      'http://pps.whatsapp.net/x.jpg',
      'https://pps.whatsapp.net:8443/x.jpg',
      'https://user:pw@pps.whatsapp.net/x.jpg',
      'https://pps.whatsapp.net.example.com/x.jpg',
      'https://evilwhatsapp.net/x.jpg',
      'https://127.0.0.1/x.jpg',
      'not a url',
    ]) {
      expect(isWhatsappPictureUrl(bad), bad).toBe(false);
    }
  });
});
