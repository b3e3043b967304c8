import { describe, expect, it } from 'vitest';
import { egressError } from '../../egress/egress-error.js';
import { ExtractorError } from '../extractor.js';
import { pageUrl, platformRefusal } from './page-fetch.js';

const refusal = (status: number) =>
  platformRefusal(egressError({ code: 'EGRESS_HTTP_ERROR', status }), 'Febspot');

describe("a platform's refusals", () => {
  it('a page that is gone is CONTENT_UNAVAILABLE', () => {
    for (const status of [404, 410]) {
      expect(refusal(status)).toBeInstanceOf(ExtractorError);
      expect(refusal(status)).toMatchObject({ code: 'CONTENT_UNAVAILABLE' });
    }
  });

  it('a platform turning servers away is EXTRACTOR_UNAVAILABLE, in words naming it', () => {
    for (const status of [403, 429]) {
      expect(refusal(status)).toMatchObject({
        code: 'EXTRACTOR_UNAVAILABLE',
        message: 'Febspot is refusing requests from this server right now. Please try again later.',
        context: { platformStatus: status },
      });
    }
  });

  it("other failures and the egress guard's refusals keep their own codes", () => {
    expect(refusal(500)).toMatchObject({ code: 'EGRESS_HTTP_ERROR' });
    const blocked = egressError({ code: 'EGRESS_BLOCKED_ADDRESS', range: 'loopback' });
    expect(platformRefusal(blocked, 'Febspot')).toBe(blocked);
    const bug = new TypeError('x');
    expect(platformRefusal(bug, 'Febspot')).toBe(bug);
  });

  it('a page address is the base followed by the path', () => {
    expect(pageUrl('http://127.0.0.1:4567/', '/video/1')).toBe('http://127.0.0.1:4567/video/1');
    expect(pageUrl('https://www.febspot.com', 'video/1')).toBe('https://www.febspot.com/video/1');
  });
});
