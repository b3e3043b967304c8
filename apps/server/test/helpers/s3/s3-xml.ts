/** The few XML documents of S3's REST API that the loopback S3 server answers and reads. */

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `{Name: 'x', Contents: [{Key: 'a'}]}` → `<Name>x</Name><Contents><Key>a</Key></Contents>`. */
type Node = string | number | boolean | undefined | Node[] | { readonly [tag: string]: Node };

function render(tag: string, value: Node): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => render(tag, v)).join('');
  if (typeof value === 'object') {
    const inner = Object.entries(value)
      .map(([t, v]) => render(t, v))
      .join('');
    return `<${tag}>${inner}</${tag}>`;
  }
  return `<${tag}>${escape(String(value))}</${tag}>`;
}

export function xmlDocument(root: string, body: { readonly [tag: string]: Node }): string {
  const ns = root === 'Error' ? '' : ' xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, body).replace(`<${root}>`, `<${root}${ns}>`)}`;
}

/** The parts a CompleteMultipartUpload body lists, in the order given (undefined when it is not that body). */
export function completedParts(xml: string): { partNumber: number; etag: string }[] | undefined {
  if (!/<CompleteMultipartUpload[\s>]/.test(xml)) return undefined;
  const parts: { partNumber: number; etag: string }[] = [];
  for (const [, inner] of xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)) {
    const partNumber = Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(inner ?? '')?.[1]);
    const etag = /<ETag>([\s\S]*?)<\/ETag>/.exec(inner ?? '')?.[1]?.replace(/&quot;/g, '"');
    if (!Number.isInteger(partNumber) || etag === undefined) return undefined;
    parts.push({ partNumber, etag });
  }
  return parts;
}
