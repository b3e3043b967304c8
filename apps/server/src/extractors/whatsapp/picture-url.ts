/**
 * Which profile-picture addresses the Baileys adapter hands on: https on WhatsApp's own CDN
 * (`pps.whatsapp.net` today; any `*.whatsapp.net`, as the media proxy's host list has it, D110), on the
 * default port, without credentials. An answer of the linked device naming anything else is dropped, so
 * a stream link never points the egress client at an address WhatsApp did not serve.
 */
const PICTURE_DOMAIN = 'whatsapp.net';

export function isWhatsappPictureUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    (host === PICTURE_DOMAIN || host.endsWith(`.${PICTURE_DOMAIN}`))
  );
}
