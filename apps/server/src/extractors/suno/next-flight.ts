/**
 * The data a Next.js App Router page (suno.com is one) carries in its HTML: the React Server Components
 * "flight" stream, pushed in pieces by inline scripts `self.__next_f.push([1,"<string>"])`. Joined,
 * the pieces are rows `<hex id>:<value>\n`; a JSON row (`[…]`, `{…}`) holds the props the page was
 * rendered with, among them the entities the page shows. Other rows (`I[…]` modules, `T<len>,` text,
 * `HL[…]` hints) are skipped. Pure; walks are bounded so a hostile page cannot make one run long.
 */

/** A piece pushed by the page: its JavaScript string literal, which Next.js writes as JSON. */
const PUSH = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g;
const ROW = /^[0-9a-f]{1,8}:([[{].*)$/;

/** The joined flight stream of a page ('' when it has none). */
export function flightText(html: string): string {
  const pieces: string[] = [];
  for (const match of html.matchAll(PUSH)) {
    try {
      pieces.push(JSON.parse(match[1] ?? '""') as string);
    } catch {
      // A piece that is not a plain string literal carries nothing this reader uses.
    }
  }
  return pieces.join('');
}

/** The JSON values of the stream's rows, in order. */
export function flightValues(text: string): unknown[] {
  const values: unknown[] = [];
  for (const line of text.split('\n')) {
    const json = ROW.exec(line)?.[1];
    if (json === undefined) continue;
    try {
      values.push(JSON.parse(json) as unknown);
    } catch {
      // A text row that happens to start like JSON.
    }
  }
  return values;
}

/** How far a walk goes: React trees nest deeply, entity props are well inside these. */
const MAX_DEPTH = 200;
const MAX_NODES = 500_000;

type Obj = Record<string, unknown>;
const isObject = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object in `values` (depth first, outer before inner) for which `wanted` holds. */
export function findObjects(values: readonly unknown[], wanted: (object: Obj) => boolean): Obj[] {
  const found: Obj[] = [];
  const stack: { value: unknown; depth: number }[] = values.map((value) => ({ value, depth: 0 })).reverse();
  let visited = 0;
  while (stack.length > 0 && visited < MAX_NODES) {
    const { value, depth } = stack.pop() as { value: unknown; depth: number };
    visited += 1;
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) continue;
    if (isObject(value) && wanted(value)) found.push(value);
    const children = Array.isArray(value) ? value : Object.values(value);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push({ value: children[i], depth: depth + 1 });
  }
  return found;
}

/**
 * A flight string as text: `$`-prefixed strings are references to other rows (`$1f`, `$L3`), `$$`
 * escapes a literal `$`. A reference is not the text itself, so it reads as absent.
 */
export function flightString(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.startsWith('$$')) return value.slice(1);
  return value.startsWith('$') ? undefined : value;
}
