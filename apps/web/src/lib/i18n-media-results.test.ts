import type { Locale } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n';
import {
  MEDIA_RESULTS_NAMESPACE as NS,
  addMediaResultsResources,
  mediaResultsResources,
} from './i18n-media-results';
import { describeLocaleParity, flattenResources } from './testing/locale-parity';

const flatten = (locale: Locale) =>
  flattenResources(
    {
      en: { [NS]: mediaResultsResources.en },
      fa: { [NS]: mediaResultsResources.fa },
      fr: { [NS]: mediaResultsResources.fr },
    },
    [NS],
    locale,
  );
const en = flatten('en');
const key = (path: string) => `${NS}.${path}`;

describeLocaleParity('media viewer, grid and Instagram result translation resources', flatten);

describe('media viewer, grid and Instagram result translation resources', () => {
  it("DR-2.6.09 DR-2.6.10 DR-2.7.01 DR-8.01 DR-8.02 DR-2.6.14 the English texts the spec states are the spec's words", () => {
    expect({
      copyInstagram: en.get(key('caption.copyInstagram')),
      copiedInstagram: en.get(key('caption.copiedInstagram')),
      copy: en.get(key('caption.copy')),
      copied: en.get(key('caption.copied')),
      failure: en.get(key('failure.title')),
      unknown: en.get(key('failure.unknown')),
      copyFailed: en.get(key('copy.failedTitle')),
      copyFailedText: en.get(key('copy.failedText')),
      copiedTitle: en.get(key('copy.copiedTitle')),
      copiedText: en.get(key('copy.copiedText')),
      via: en.get(key('footer.via')),
      download: en.get(key('viewer.download')),
      downloading: en.get(key('viewer.downloading')),
    }).toEqual({
      copyInstagram: 'Copy Instagram Caption',
      copiedInstagram: 'Caption Copied Successfully!',
      copy: 'Copy caption',
      copied: 'Caption copied!',
      failure: 'Failed to load Instagram content',
      unknown: 'Unknown error occurred',
      copyFailed: 'Copy Failed',
      copyFailedText: 'Failed to copy to clipboard',
      copiedTitle: 'Copied!',
      copiedText: '{{label}} copied to clipboard',
      via: 'Via {{provider}} API',
      download: 'download {{what}}',
      downloading: 'downloading',
    });
  });

  it('DR-4.09 words story times in the page language, with its digits', () => {
    const i18n = createI18n('fa');
    addMediaResultsResources(i18n);
    addMediaResultsResources(i18n);
    expect(i18n.t(`${NS}:time.hours`, { count: 3 })).toBe('۳ ساعت پیش');
    i18n.changeLanguage('fr').catch(() => undefined);
    expect(i18n.t(`${NS}:time.minutes`, { count: 5 })).toBe('il y a 5 min');
  });
});
