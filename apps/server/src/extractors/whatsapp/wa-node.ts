/**
 * WhatsApp's answers as the linked device receives them: a tree of nodes (a tag, string attributes,
 * and children, text or bytes), the shape Baileys calls `BinaryNode`. Checked with zod before anything
 * reads it, so an answer of another shape is EXTRACTOR_CHANGED, never a wrong profile.
 */
import { z } from 'zod';

export interface WaNode {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, unknown>>;
  readonly content?: readonly WaNode[] | string | Uint8Array | undefined;
}

export const waNodeSchema: z.ZodType<WaNode> = z.lazy(() =>
  z.object({
    tag: z.string(),
    attrs: z.record(z.string(), z.unknown()),
    content: z.union([z.array(waNodeSchema), z.string(), z.instanceof(Uint8Array)]).optional(),
  }),
);

/** The child nodes (none when the content is text or bytes). */
export function nodesOf(node: WaNode | undefined): readonly WaNode[] {
  const content = node?.content;
  return content === undefined || typeof content === 'string' || content instanceof Uint8Array ? [] : content;
}

export function children(node: WaNode | undefined, tag: string): WaNode[] {
  return nodesOf(node).filter((c) => c.tag === tag);
}

export function child(node: WaNode | undefined, tag: string): WaNode | undefined {
  return children(node, tag)[0];
}

/** The node's text (bytes read as UTF-8), trimmed; undefined when it has none. */
export function textOf(node: WaNode | undefined): string | undefined {
  const content = node?.content;
  const text =
    typeof content === 'string'
      ? content
      : content instanceof Uint8Array
        ? new TextDecoder().decode(content)
        : undefined;
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

export function attrOf(node: WaNode | undefined, name: string): string | undefined {
  const value = node?.attrs[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A whole number attribute or child text ("540"), or undefined. */
export function wholeNumber(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}
