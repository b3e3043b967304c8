/**
 * The name an imported file is stored under (docs/decisions.md D215): the visitor's `filename` when
 * given, else the drive's name for the file, else what the web server says (Content-Disposition) or the
 * link's last path segment. A name without an extension gets the one of the type the source declared,
 * so the anonymous format rule (CC §6) and the download name (§5 "Download") have one to read. The result
 * is sanitised like an upload's name (file-name.ts).
 */
import { fileExtension } from '@mediaforge/shared';
import { sanitizeFileName } from '../file-name.js';

/** Extensions of the media types sources commonly declare (the converter's inputs, CC §5, NOTES.md 1). */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
  'video/x-msvideo': 'avi',
  'video/avi': 'avi',
  'video/x-flv': 'flv',
  'video/3gpp': '3gp',
  'video/ogg': 'ogv',
  'video/x-ms-wmv': 'wmv',
  'video/x-m4v': 'm4v',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/x-ms-wma': 'wma',
  'audio/aiff': 'aiff',
  'audio/x-aiff': 'aiff',
  'audio/amr': 'amr',
  'image/gif': 'gif',
};

/** The extension of a declared media type (parameters ignored), or undefined. */
export function extensionOfType(mimeType: string | undefined): string | undefined {
  if (mimeType === undefined) return undefined;
  return EXTENSIONS[mimeType.split(';')[0]?.trim().toLowerCase() ?? ''];
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** RFC 6266: `filename*=UTF-8''…` first, then a plain or quoted `filename=`. */
export function nameFromContentDisposition(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  const fromExtended = extended?.[1] === undefined ? undefined : decode(extended[1].trim());
  if (fromExtended) return fromExtended;
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const value = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return value === undefined || value === '' ? undefined : value;
}

/** The link's last non-empty path segment, decoded; undefined for a bare host. */
export function nameFromUrl(url: URL): string | undefined {
  const segment = url.pathname.split('/').filter(Boolean).pop();
  if (segment === undefined) return undefined;
  return decode(segment) ?? segment;
}

/** The stored name: the first candidate that is present, with an extension of the declared type if it has none. */
export function importFileName(
  candidates: readonly (string | undefined)[],
  declaredType: string | undefined,
  fallback: string,
): string {
  const chosen = candidates.map((c) => c?.trim()).find((c): c is string => c !== undefined && c !== '');
  const name = sanitizeFileName(chosen ?? fallback, fallback);
  if (fileExtension(name) !== '') return name;
  const extension = extensionOfType(declaredType);
  return extension === undefined ? name : sanitizeFileName(`${name}.${extension}`, fallback);
}
