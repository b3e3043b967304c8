import {
  EMPTY_INPUT_KINDS,
  PLATFORM_IDS,
  PLATFORM_SUB_TOOLS,
  subToolsOf,
  type Locale,
} from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import { addDownloaderResources, DOWNLOADER_NAMESPACES, downloaderResources } from './i18n-downloader';
import { describeLocaleParity, flattenResources } from './testing/locale-parity';

const flatten = (locale: Locale) => flattenResources(downloaderResources, DOWNLOADER_NAMESPACES, locale);
const en = flatten('en');

describeLocaleParity('downloader translation resources', flatten);

describe('downloader translation resources', () => {
  it('are added to a running i18next once, in every language', () => {
    const i18n = createI18n('fa');
    expect(i18n.t('downloader:form.submit.start')).toBe('form.submit.start');
    addDownloaderResources(i18n);
    addDownloaderResources(i18n);
    expect(i18n.t('downloader:form.submit.start')).toBe('شروع');
    expect(i18n.getFixedT('fr', 'downloader')('form.submit.start')).toBe('Démarrer');
  });

  it('DL-1.05 has a label, heading and description for every platform sub-tool', () => {
    for (const [platform, tools] of Object.entries(PLATFORM_SUB_TOOLS)) {
      for (const { toolType } of tools) {
        for (const field of ['label', 'heading', 'description']) {
          const key = `downloader.tools.${platform}.${toolType}.${field}`;
          expect(en.has(key), key).toBe(true);
        }
      }
    }
  });

  it('has every kind of the empty-input message', () => {
    for (const tool of [...Object.keys(EMPTY_INPUT_KINDS), 'default']) {
      expect(en.has(`downloader.kinds.${tool}`), tool).toBe(true);
    }
  });

  it('has a placeholder for every tool of the form (the link generator has its own screen)', () => {
    for (const platform of PLATFORM_IDS) {
      for (const { toolType } of subToolsOf(platform)) {
        if (platform === 'whatsapp') continue;
        const key = `downloader.form.placeholders.${platform}.${toolType}`;
        expect(en.has(key), key).toBe(true);
      }
    }
  });
});
