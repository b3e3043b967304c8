import { describe, expect, it } from 'vitest';
import { answerHeaders, callerHeaders, contentLengthOf, hopHeaders } from './request-headers.js';

describe('outbound request headers', () => {
  it('takes the caller headers lower-cased and refuses the ones the client owns', () => {
    expect(callerHeaders({ Range: 'bytes=0-1', 'X-IG-App-ID': '1' })).toEqual({
      range: 'bytes=0-1',
      'x-ig-app-id': '1',
    });
    for (const name of [
      'Cookie',
      'HOST',
      'authorization',
      'Proxy-Authorization',
      'user-agent',
      'X-Forwarded-For',
    ]) {
      expect(() => callerHeaders({ [name]: 'x' }), name).toThrow(TypeError);
    }
  });

  it('builds a hop: fixed User-Agent and identity encoding win, credentials only when given', () => {
    const caller = { accept: 'video/*', 'content-type': 'application/json' };
    expect(hopHeaders(caller, 'UA/1', undefined, false)).toEqual({
      accept: 'video/*',
      'user-agent': 'UA/1',
      'accept-encoding': 'identity',
    });
    expect(hopHeaders({}, 'UA/1', { authorization: 'Bearer t', cookie: 'a=b' }, true)).toMatchObject({
      authorization: 'Bearer t',
      cookie: 'a=b',
    });
  });

  it('drops Set-Cookie from answers and reads only a plain Content-Length', () => {
    expect(answerHeaders({ 'set-cookie': ['a=1'], 'set-cookie2': 'b', etag: '"x"' })).toEqual({
      etag: '"x"',
    });
    expect(contentLengthOf({ 'content-length': '42' })).toBe(42);
    for (const bad of ['-1', '4.2', '1e3', '', undefined]) {
      expect(contentLengthOf({ 'content-length': bad }), String(bad)).toBeUndefined();
    }
  });
});
