/**
 * The original name of an upload, kept only as sanitised metadata (DESIGN.md §5): never a path on disk,
 * but shown to the visitor and used as the download name.
 */
export const MAX_FILE_NAME_LENGTH = 200;

// C0/C1 controls and the bidirectional overrides that can disguise an extension ("gnp.exe").
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function sanitizeFileName(name: string, fallback = 'file'): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  let clean = base
    .replace(UNSAFE, '')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[.\s]+$/, '');
  const chars = [...clean];
  if (chars.length > MAX_FILE_NAME_LENGTH) {
    const dot = clean.lastIndexOf('.');
    const ext = dot > 0 ? [...clean.slice(dot)] : [];
    const keep = ext.length > 0 && ext.length <= 16 ? ext : [];
    clean = [...chars.slice(0, MAX_FILE_NAME_LENGTH - keep.length), ...keep].join('');
  }
  return clean === '' ? fallback : clean;
}
