import { DRIVE_LOGIN_LIFETIME_MS } from '@mediaforge/shared';
import { describe, expect, it } from 'vitest';
import { clearLogin, restoreLogin, storedLoginKey, storeLogin, type LoginStorage } from './stored-login';

function memory(): LoginStorage & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const HOUR = 60 * 60 * 1000;

describe('stored drive logins', () => {
  it('CC-3.61 keeps accessToken, isSignedIn and timestamp per provider', () => {
    const storage = memory();
    storeLogin(storage, 'dropbox', 'sl.token-1', 1000);
    storeLogin(storage, 'onedrive', 'ms.token-2', 2000);
    expect(JSON.parse(storage.map.get(storedLoginKey('dropbox')) ?? '')).toEqual({
      accessToken: 'sl.token-1',
      isSignedIn: true,
      timestamp: 1000,
    });
    expect(restoreLogin(storage, 'onedrive', 2000 + HOUR)?.accessToken).toBe('ms.token-2');
  });

  it('CC-4.43 restores a login younger than 48 hours and discards an older one', () => {
    const storage = memory();
    storeLogin(storage, 'google-drive', 'ya29.token', 0, 'scope-a');
    expect(restoreLogin(storage, 'google-drive', DRIVE_LOGIN_LIFETIME_MS - 1)).toEqual({
      accessToken: 'ya29.token',
      isSignedIn: true,
      timestamp: 0,
      scope: 'scope-a',
    });
    expect(restoreLogin(storage, 'google-drive', DRIVE_LOGIN_LIFETIME_MS + HOUR)).toBeUndefined();
    expect(storage.map.has(storedLoginKey('google-drive'))).toBe(false);
  });

  it('drops what it cannot read, or a time in the future', () => {
    const storage = memory();
    storage.setItem(storedLoginKey('dropbox'), '{not json');
    expect(restoreLogin(storage, 'dropbox', 0)).toBeUndefined();
    expect(storage.map.size).toBe(0);
    storeLogin(storage, 'dropbox', 'sl.token', 10 * HOUR);
    expect(restoreLogin(storage, 'dropbox', HOUR)).toBeUndefined();
    storage.setItem(
      storedLoginKey('dropbox'),
      JSON.stringify({ accessToken: 'x', isSignedIn: false, timestamp: 0 }),
    );
    expect(restoreLogin(storage, 'dropbox', 1)).toBeUndefined();
  });

  it('clears one provider only', () => {
    const storage = memory();
    storeLogin(storage, 'dropbox', 'a', 0);
    storeLogin(storage, 'onedrive', 'b', 0);
    clearLogin(storage, 'dropbox');
    expect([...storage.map.keys()]).toEqual([storedLoginKey('onedrive')]);
  });
});
