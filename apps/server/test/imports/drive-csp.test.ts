import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../helpers/test-app.js';

// The page's Content-Security-Policy lets the browser reach the configured drives and nothing else
// (converter-compressor.md §7 "Direct to third parties from the browser"; docs/decisions.md D222), and
// the opener policies let the login popups answer the page (D221).

/** The policy's directives and their sources. */
function directives(header: string | null): Record<string, string[]> {
  const entries = (header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((tokens) => tokens[0] !== undefined && tokens[0] !== '');
  return Object.fromEntries(entries.map(([name, ...sources]) => [name, sources])) as Record<string, string[]>;
}

describe('the drives in the page policy', () => {
  it('without drive credentials the page may connect to its own origin only', async () => {
    const t = await startTestApp();
    try {
      const res = await fetch(`${t.baseUrl}/converter`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    } finally {
      await t.close();
    }
  });

  it("admits exactly the configured drives' origins; the popup pages keep their opener", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mediaforge-test-'));
    mkdirSync(path.join(dataDir, 'web', 'drive-auth'), { recursive: true });
    writeFileSync(path.join(dataDir, 'web', 'drive-auth', 'dropbox.html'), '<!doctype html><title>x</title>');
    const t = await startTestApp(
      {
        GOOGLE_DRIVE_CLIENT_ID: 'g',
        GOOGLE_DRIVE_API_BASE_URL: 'https://drive-api.example/',
        GOOGLE_IDENTITY_SCRIPT_URL: 'https://gis.example/gsi/client',
        DROPBOX_APP_KEY: 'd',
        DROPBOX_API_BASE_URL: 'https://dbx-api.example',
        DROPBOX_CONTENT_BASE_URL: 'https://dbx-content.example',
        ONEDRIVE_CLIENT_ID: 'o',
        ONEDRIVE_GRAPH_BASE_URL: 'https://graph.example',
      },
      { dataDir },
    );
    try {
      const res = await fetch(`${t.baseUrl}/converter`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect([...(csp['connect-src'] ?? [])].sort()).toEqual(
        [
          "'self'",
          'https://drive-api.example',
          'https://gis.example',
          'https://dbx-api.example',
          'https://dbx-content.example',
          'https://graph.example',
        ].sort(),
      );
      expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://gis.example']);
      expect(csp['frame-src']).toEqual(["'self'", 'https://gis.example']);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://drive-api.example']);

      const popup = await fetch(`${t.baseUrl}/drive-auth/dropbox.html`);
      expect(popup.status).toBe(200);
      expect(popup.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    } finally {
      await t.close();
    }
  });
});
