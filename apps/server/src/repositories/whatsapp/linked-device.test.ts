import { describe, expect, it } from 'vitest';
import { linkedDeviceOf } from './linked-device.js';

describe('whether stored credentials are a linked device', () => {
  it('needs both the account of a completed pairing and who it is', () => {
    const creds = (value: unknown) => JSON.stringify(value);
    expect(
      linkedDeviceOf(creds({ me: { id: '447700900123:12@s.whatsapp.net', name: 'Shop' }, account: {} })),
    ).toEqual({
      number: '447700900123',
      device: 12,
      name: 'Shop',
    });
    expect(
      linkedDeviceOf(creds({ me: { id: '15551234567@s.whatsapp.net' }, account: { details: 'x' } })),
    ).toEqual({
      number: '15551234567',
      device: null,
      name: null,
    });
    // A pairing code was asked for, the phone never confirmed.
    expect(linkedDeviceOf(creds({ me: { id: '447700900123@s.whatsapp.net', name: '~' } }))).toBeUndefined();
    expect(linkedDeviceOf(creds({ account: {} }))).toBeUndefined();
    expect(linkedDeviceOf('{not json')).toBeUndefined();
    expect(linkedDeviceOf(undefined)).toBeUndefined();
  });
});
