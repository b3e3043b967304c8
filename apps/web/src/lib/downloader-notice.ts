import type { TFunction } from 'i18next';
import { TRANSLATED_SERVER_MESSAGES } from './i18n-downloader';

/**
 * A text for the visitor, kept as data in the form's state so it follows a language switch: a key of
 * the downloader namespace (naming the tool's kind when the text has one), or the server's own words.
 */
export type Notice =
  | {
      readonly key: string;
      /** The tool type whose kind the text names ('' for the default kind). */
      readonly kindOf?: string;
      /** §8's fallbacks use the short kind ("profile", not "profile information"). */
      readonly shortKind?: boolean;
    }
  | { readonly text: string };

const SERVER_KEYS = new Map<string, string>(
  Object.entries(TRANSLATED_SERVER_MESSAGES).map(([key, text]) => [text, key]),
);

/** The notice in the page's language; the server's words are translated when they are known ones. */
export function noticeText(t: TFunction, notice: Notice): string {
  if ('text' in notice) {
    const key = SERVER_KEYS.get(notice.text);
    return key === undefined ? notice.text : t(`serverMessages.${key}`);
  }
  if (notice.kindOf === undefined) return t(notice.key);
  const tool = notice.kindOf === '' ? 'default' : notice.kindOf;
  const short = notice.shortKind === true ? t(`fallbackKinds.${tool}`, { defaultValue: '' }) : '';
  const kind = short || t(`kinds.${tool}`, { defaultValue: t('kinds.default') });
  return t(notice.key, { kind });
}
