/**
 * Pure readers of a platform's HTML page (our own extractors of Snapchat, Febspot and iFunny): the start
 * tags of one element with their attributes, the page's meta tags (Open Graph), its scripts and its
 * title. Not an HTML parser: pages are read for the few elements the platforms put their data in, and an
 * element that is not where it should be is simply not found (the extractor then says the page changed).
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Text with the character references HTML attributes and titles use (`&amp;`, `&#39;`, `&#x2F;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

export type Attributes = Readonly<Record<string, string>>;

// One attribute: a name, then optionally = and a double-quoted, single-quoted or bare value.
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of a start tag's inside (after its name), names lower-cased, values decoded. */
export function attributesOf(inside: string): Attributes {
  const out: Record<string, string> = {};
  for (const match of inside.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (name === undefined || name in out) continue;
    out[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return out;
}

/** Longest start tag read: attributes of ours are short, and a longer one is skipped whole. */
const MAX_TAG_CHARS = 16 * 1024;

interface RawTag {
  /** The tag's text after its name, before its `>`. */
  readonly inside: string;
  /** Index just after its `>`. */
  readonly end: number;
}

/** Where `text` (a tag's opening, `<meta` or `</script`) next occurs, in any letter case; -1 if nowhere. */
function indexOfTag(html: string, text: string, from: number): number {
  const search = new RegExp(text, 'gi');
  search.lastIndex = from;
  return search.exec(html)?.index ?? -1;
}

/**
 * The next start tag of `name` at or after `from`. A quoted value may hold `>`. The scan never goes
 * back: a tag that does not close within the cap is skipped with all it spans, so a page costs one pass
 * however it is written.
 */
function nextStartTag(html: string, name: string, from: number): RawTag | undefined {
  const needle = `<${name}`;
  let pos = from;
  for (;;) {
    const at = indexOfTag(html, needle, pos);
    if (at < 0) return undefined;
    const after = at + needle.length;
    if (!/^[\s/>]/.test(html.slice(after, after + 1))) {
      pos = after;
      continue;
    }
    const limit = Math.min(html.length, after + MAX_TAG_CHARS);
    let quote: string | undefined;
    for (let i = after; i < limit; i += 1) {
      const c = html[i];
      if (quote !== undefined) {
        if (c === quote) quote = undefined;
      } else if (c === '"' || c === "'") {
        quote = c;
      } else if (c === '>') {
        return { inside: html.slice(after, i), end: i + 1 };
      }
    }
    if (limit === html.length) return undefined;
    pos = limit;
  }
}

/** Every start tag of the element `name`, as its attributes. */
export function startTags(html: string, name: string): Attributes[] {
  const out: Attributes[] = [];
  for (let tag = nextStartTag(html, name, 0); tag; tag = nextStartTag(html, name, tag.end)) {
    out.push(attributesOf(tag.inside));
  }
  return out;
}

/** The content of every `<meta>` whose `property` or `name` is `key` (Open Graph, Twitter cards). */
export function metaContents(html: string, key: string): string[] {
  const wanted = key.toLowerCase();
  return startTags(html, 'meta')
    .filter((a) => (a.property ?? a.name ?? '').toLowerCase() === wanted && a.content !== undefined)
    .map((a) => (a.content ?? '').trim())
    .filter((content) => content !== '');
}

export function metaContent(html: string, key: string): string | undefined {
  return metaContents(html, key)[0];
}

export interface PageScript {
  readonly attributes: Attributes;
  /** The script's text as written (not entity-decoded: script text is raw in HTML). */
  readonly text: string;
}

/** The raw text of the element that `tag` opens, up to its end tag; undefined when it never ends. */
function elementText(html: string, name: string, tag: RawTag): { text: string; end: number } | undefined {
  const close = indexOfTag(html, `</${name}`, tag.end);
  return close < 0 ? undefined : { text: html.slice(tag.end, close), end: close };
}

/** Every `<script>` element with its attributes and text. */
export function scriptsOf(html: string): PageScript[] {
  const out: PageScript[] = [];
  let from = 0;
  for (;;) {
    const tag = nextStartTag(html, 'script', from);
    const element = tag ? elementText(html, 'script', tag) : undefined;
    if (!tag || !element) return out;
    out.push({ attributes: attributesOf(tag.inside), text: element.text });
    from = element.end;
  }
}

/** The text of the `<script id="…">` (Next.js writes its page data in `__NEXT_DATA__`). */
export function scriptTextById(html: string, id: string): string | undefined {
  return scriptsOf(html).find((s) => s.attributes.id === id)?.text;
}

/** The `<title>`, decoded and trimmed; undefined when absent or empty. */
export function pageTitle(html: string): string | undefined {
  const tag = nextStartTag(html, 'title', 0);
  const element = tag ? elementText(html, 'title', tag) : undefined;
  const title = element === undefined ? '' : decodeEntities(element.text).replace(/\s+/g, ' ').trim();
  return title === '' ? undefined : title;
}

/** An absolute http(s) address, or undefined (pages also hold `data:`, `blob:` and relative ones). */
export function httpUrl(value: string | undefined, base?: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
