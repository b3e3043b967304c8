import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiErrorBody, WhatsappInfo } from '@mediaforge/shared';
import type {
  WhatsappAbout,
  WhatsappAccount,
  WhatsappBusinessFacts,
  WhatsappDevices,
  WhatsappLookup,
} from '../../src/extractors/whatsapp/whatsapp-lookup.js';
import { FAST_CAPTCHA, solveCaptcha } from '../accounts/account-kit.js';
import { startOrigin, type Origin } from '../egress/egress-fixtures.js';
import { ffmpeg } from '../helpers/media-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { ownerHeaders } from '../helpers/upload-client.js';

/**
 * The WhatsApp tools through the real app: a stand-in for the linked device (the `WhatsappLookup` port;
 * WhatsApp's own protocol cannot be served on loopback) that knows a few numbers, and a loopback origin
 * in the place of WhatsApp's picture CDN, reached by the real egress client when a picture is downloaded.
 */
export interface FakeNumber {
  /** Paths on the picture origin, by size. */
  readonly image?: string;
  readonly preview?: string;
  readonly about?: WhatsappAbout;
  readonly business?: WhatsappBusinessFacts;
  readonly devices?: WhatsappDevices;
}

export interface FakeWhatsapp extends WhatsappLookup {
  /** Whether a device is linked (tests switch it). */
  isLinked: boolean;
  /** Every question asked, as `<method> <number>`. */
  readonly asked: string[];
}

export function fakeWhatsapp(numbers: Record<string, FakeNumber>, pictureBase: () => string): FakeWhatsapp {
  const asked: string[] = [];
  const known = (account: WhatsappAccount, method: string): FakeNumber => {
    asked.push(`${method} ${account.number}`);
    return numbers[account.number] ?? {};
  };
  const fake: FakeWhatsapp = {
    isLinked: true,
    asked,
    linked: () => Promise.resolve(fake.isLinked),
    account(number) {
      asked.push(`account ${number}`);
      return Promise.resolve(numbers[number] ? { jid: `${number}@s.whatsapp.net`, number } : undefined);
    },
    pictures(account) {
      const n = known(account, 'pictures');
      const at = (p: string | undefined) => (p === undefined ? null : `${pictureBase()}${p}`);
      return Promise.resolve({ image: at(n.image), preview: at(n.preview) });
    },
    about: (account) => Promise.resolve(known(account, 'about').about),
    business: (account) => Promise.resolve(known(account, 'business').business),
    devices: (account) => Promise.resolve(known(account, 'devices').devices ?? { count: 1, updatedAt: null }),
    close: () => Promise.resolve(),
  };
  return fake;
}

export interface WhatsappKit {
  readonly app: TestApp;
  readonly cdn: Origin;
  readonly whatsapp: FakeWhatsapp;
  /** The JPEG the picture origin serves at every path. */
  readonly picture: Buffer;
  client(session: string): WhatsappClient;
  close(): Promise<void>;
}

type Body<T> = { readonly success?: true; readonly data: T } & Partial<ApiErrorBody>;

export async function startWhatsappKit(
  numbers: Record<string, FakeNumber>,
  env: Record<string, string> = {},
  options: { readonly fake?: boolean } = {},
): Promise<WhatsappKit> {
  const dir = mkdtempSync(path.join(tmpdir(), 'whatsapp-cdn-'));
  const file = path.join(dir, 'picture.jpg');
  await ffmpeg(['-f', 'lavfi', '-i', 'color=c=green:s=64x64', '-frames:v', '1', file]);
  const picture = readFileSync(file);
  const cdn = await startOrigin((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': picture.length });
    res.end(picture);
  });
  const whatsapp = fakeWhatsapp(numbers, () => cdn.url);
  const app = await startTestApp(
    { ...FAST_CAPTCHA, EGRESS_ALLOW_PRIVATE: `127.0.0.1:${cdn.port}`, ...env },
    options.fake === false ? {} : { whatsappLookup: whatsapp },
  );
  return {
    app,
    cdn,
    whatsapp,
    picture,
    client: (session) => whatsappClient(app.baseUrl, ownerHeaders(session)),
    async close() {
      await app.close();
      await cdn.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type WhatsappClient = ReturnType<typeof whatsappClient>;

function whatsappClient(baseUrl: string, headers: Record<string, string>) {
  async function post<T>(url: string, body: Record<string, unknown>, captcha: boolean) {
    const captchaToken = captcha ? await solveCaptcha(baseUrl) : undefined;
    const res = await fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, ...(captchaToken ? { captchaToken } : {}) }),
    });
    return { status: res.status, body: (await res.json()) as Body<T> };
  }
  return {
    /** POST /api/downloader/whatsapp (or the bare path), the bot check solved unless told otherwise. */
    whatsapp: (body: Record<string, unknown>, options: { captcha?: boolean; bare?: boolean } = {}) =>
      post<WhatsappInfo>(`${options.bare ? '' : '/api'}/downloader/whatsapp`, body, options.captcha ?? true),
    info: (url: string, toolType: string) =>
      post<WhatsappInfo>('/api/downloader/info', { url, toolType }, true),
    async get<T>(url: string) {
      const res = await fetch(`${baseUrl}${url}`, { headers });
      const type = res.headers.get('content-type') ?? '';
      const bytes = Buffer.from(await res.arrayBuffer());
      return {
        status: res.status,
        headers: res.headers,
        bytes,
        json: type.includes('json') ? (JSON.parse(bytes.toString()) as Body<T>) : undefined,
      };
    },
  };
}
