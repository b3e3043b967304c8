import {
  DEFAULT_MESSAGE_TEMPLATE_ID,
  DOWNLOADER_INPUT_MESSAGES,
  EMOJI_TABS,
  MESSAGE_TEMPLATE_CATEGORIES,
  MESSAGE_TEMPLATE_CATEGORY_IDS,
  SUPPORTED_LOCALES,
  type Locale,
} from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import {
  LINK_GENERATOR_NAMESPACE,
  addLinkGeneratorResources,
  linkGeneratorResources,
} from './i18n-link-generator';
import { describeLocaleParity, flattenResources } from './testing/locale-parity';

const flatten = (locale: Locale) =>
  flattenResources(
    {
      en: { [LINK_GENERATOR_NAMESPACE]: linkGeneratorResources.en },
      fa: { [LINK_GENERATOR_NAMESPACE]: linkGeneratorResources.fa },
      fr: { [LINK_GENERATOR_NAMESPACE]: linkGeneratorResources.fr },
    },
    [LINK_GENERATOR_NAMESPACE],
    locale,
  );
const en = flatten('en');
const key = (path: string) => `${LINK_GENERATOR_NAMESPACE}.${path}`;
const templateIds = MESSAGE_TEMPLATE_CATEGORY_IDS.flatMap(
  (category) => MESSAGE_TEMPLATE_CATEGORIES[category],
);

describeLocaleParity('link generator translation resources', flatten);

describe('link generator translation resources', () => {
  it.each(SUPPORTED_LOCALES)(
    'DL-3.12 %s has a name and a text for exactly the spec’s 22 templates',
    (locale) => {
      const texts = flatten(locale);
      const named = [...texts.keys()]
        .filter((path) => path.startsWith(key('templates.')))
        .map((path) => path.split('.')[2]);
      expect([...new Set(named)].sort()).toEqual([...templateIds].sort());
      for (const id of templateIds) {
        expect(texts.get(key(`templates.${id}.name`))?.trim(), id).toBeTruthy();
        expect(texts.get(key(`templates.${id}.message`))?.trim(), id).toBeTruthy();
      }
      // Every template says something of its own.
      const messages = templateIds.map((id) => texts.get(key(`templates.${id}.message`)));
      expect(new Set(messages).size).toBe(templateIds.length);
    },
  );

  it('names the four template categories and the four emoji tabs', () => {
    for (const category of MESSAGE_TEMPLATE_CATEGORY_IDS)
      expect(en.has(key(`templatePicker.categories.${category}`)), category).toBe(true);
    for (const tab of EMOJI_TABS) expect(en.has(key(`emojiPicker.tabs.${tab}`)), tab).toBe(true);
    expect(en.has(key(`templates.${DEFAULT_MESSAGE_TEMPLATE_ID}.message`))).toBe(true);
  });

  it('DL-8.01 DL-8.02 DL-8.03 DL-8.04 the English copy and QR texts are the spec’s words', () => {
    expect({
      copied: en.get(key('toasts.copiedTitle')),
      copiedText: en.get(key('toasts.copiedText')),
      copyFailed: en.get(key('toasts.copyFailedText')),
      qrSaved: en.get(key('toasts.qrSavedTitle')),
      qrSavedText: en.get(key('toasts.qrSavedText')),
      qrFailed: en.get(key('toasts.qrFailedTitle')),
      qrFailedText: en.get(key('toasts.qrFailedText')),
      linkCopied: en.get(key('result.copied')),
      invalidPhone: en.get(key('form.invalidPhone')),
    }).toEqual({
      copied: '{{label}} copied!',
      copiedText: 'Successfully copied to clipboard',
      copyFailed: 'Please copy the link manually',
      qrSaved: 'QR Code downloaded!',
      qrSavedText: 'QR code has been saved to your downloads.',
      qrFailed: 'Download failed',
      qrFailedText: 'Could not download QR code. Please try again.',
      linkCopied: 'Link Copied',
      invalidPhone: DOWNLOADER_INPUT_MESSAGES.invalidWhatsAppPhone,
    });
  });

  it('is added to a running i18next, once', () => {
    const i18n = createI18n('fr');
    expect(i18n.t('link-generator:result.copy')).toBe('result.copy');
    addLinkGeneratorResources(i18n);
    addLinkGeneratorResources(i18n);
    expect(i18n.t('link-generator:result.copy')).toBe('Copier le lien');
  });
});
