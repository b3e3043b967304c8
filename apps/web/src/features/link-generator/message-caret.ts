/**
 * Text inserted where the caret is, replacing a selection (the emoji picker, DL §2). `start` and `end`
 * are the textarea's selection; null (never focused) inserts at the end. Returns the new caret, just
 * after the insert, so several emojis in a row land in order.
 */
export function insertAtCaret(
  text: string,
  start: number | null,
  end: number | null,
  insert: string,
): { readonly text: string; readonly caret: number } {
  const from = Math.min(Math.max(start ?? text.length, 0), text.length);
  const to = Math.min(Math.max(end ?? from, from), text.length);
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
