/**
 * JSON that pages embed in their scripts: a whole script (`__NEXT_DATA__`, JSON-LD) or an assignment
 * followed by more code (`window.__INITIAL_STATE__={…};(function(){…})()`), whose object is cut out by
 * matching its brackets (strings and escapes respected) and then parsed as JSON. Pure.
 */
import { scriptsOf } from './page-html.js';

/** JSON text, parsed; undefined when it is not JSON. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The object or array that opens at `start` (`{` or `[`), up to its matching bracket; undefined when
 * `start` opens none or the text ends before it closes.
 */
export function balancedJsonAt(text: string, start: number): string | undefined {
  const open = text[start];
  if (open !== '{' && open !== '[') return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
    } else if (c === '{' || c === '[') {
      depth += 1;
    } else if (c === '}' || c === ']') {
      depth -= 1;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return undefined;
}

/** The JSON value assigned after `marker` (`window.__INITIAL_STATE__`), parsed; undefined when absent. */
export function jsonAfter(text: string, marker: string): unknown {
  const at = text.indexOf(marker);
  if (at < 0) return undefined;
  const rest = /^\s*=?\s*/.exec(text.slice(at + marker.length, at + marker.length + 64));
  const start = at + marker.length + (rest?.[0].length ?? 0);
  const json = balancedJsonAt(text, start);
  return json === undefined ? undefined : parseJsonText(json);
}

/**
 * The JSON-LD documents of a page (`<script type="application/ld+json">`), each parsed; a `@graph` and
 * a top-level array are flattened into their nodes. Documents that are not JSON are skipped.
 */
export function jsonLdNodes(html: string): unknown[] {
  const nodes: unknown[] = [];
  for (const script of scriptsOf(html)) {
    if ((script.attributes.type ?? '').toLowerCase() !== 'application/ld+json') continue;
    const value = parseJsonText(script.text.trim());
    const list = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const node of list) {
      const graph = (node as { '@graph'?: unknown } | null)?.['@graph'];
      if (Array.isArray(graph)) nodes.push(...(graph as unknown[]));
      else if (node !== undefined) nodes.push(node);
    }
  }
  return nodes;
}
