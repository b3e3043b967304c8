import { describe, expect, it } from 'vitest';
import { boundaryOf, MultipartFramingScanner } from './multipart-scan.js';

const B = 'b0undary';
const valid = [
  `preamble\r\n--${B}\r\n`,
  'Content-Disposition: form-data; name="note"\r\n\r\n',
  `a value with --${B.slice(0, 4)} inside\r\n`,
  `--${B}  \r\n`,
  'content-disposition: form-data; name="file"; filename="a \\"b\\".mp4"\r\n',
  'Content-Type: video/mp4\r\n\r\n',
  '\r\n\r\nbinary\r\n\r\n',
  `\r\n--${B}\r\n`,
  'content-disposition: form-data; name="empty"\r\n\r\n',
  `\r\n--${B}--\r\nepilogue --${B}\r\nbroken`,
].join('');

function scan(body: string, chunkSize: number): string | undefined {
  const scanner = new MultipartFramingScanner(B);
  const bytes = Buffer.from(body, 'latin1');
  let problem: string | undefined;
  for (let i = 0; i < bytes.length; i += chunkSize) problem = scanner.push(bytes.subarray(i, i + chunkSize));
  return problem;
}

describe('multipart framing scanner (D69)', () => {
  it('accepts a well-formed body however it is split into chunks', () => {
    for (const size of [1, 2, 3, 7, 13, 64, 100_000]) expect(scan(valid, size), String(size)).toBeUndefined();
  });

  it('reports a broken header line, a missing or unreadable disposition, and an oversized header', () => {
    const cases = [
      `--${B}\r\ncontent-disposition: form-data; name="fi\r\nle"\r\n\r\nx\r\n--${B}--`,
      `--${B}\r\ncontent-disposition: form-data; name="fi\nle"\r\n\r\nx\r\n--${B}--`,
      `--${B}\r\ncontent-disposition: form-data; name="x\r\n\r\ny"\r\n\r\nx\r\n--${B}--`,
      `--${B}\r\nx-other: 1\r\n\r\nx\r\n--${B}--`,
      `--${B}\r\n\r\nx\r\n--${B}--`,
      `--${B}\r\ncontent-disposition: attachment; name="a"\r\n\r\nx\r\n--${B}--`,
      `--${B}\r\ncontent-disposition: form-data; filename="a"\r\n\r\nx\r\n--${B}--`,
      `--${B}\r\nx-pad: ${'a'.repeat(20_000)}`,
      `--${B}junk\r\ncontent-disposition: form-data; name="a"\r\n\r\nx\r\n--${B}--`,
    ];
    for (const body of cases) {
      for (const size of [1, 5, 1_000_000])
        expect(scan(body, size), JSON.stringify(body.slice(0, 80))).toBeDefined();
    }
  });

  it('reads the boundary parameter, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; charset=utf-8; Boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data')).toBeUndefined();
  });
});
