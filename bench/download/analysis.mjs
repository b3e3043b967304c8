// The analysis half of the download benchmark: POST /api/downloader/info on a page link against the
// yt-dlp command line the server runs for it, interleaved, so the difference of the medians is what
// the server adds around yt-dlp (HTTP, session, link checks, the proxy lease and hop, parsing the info,
// storing the analysis, signing the links).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { median } from './measure.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
// The server's own builders of the command line (the built code the server runs), so the raw run is
// the same arguments and not a copy that could drift from them.
const { analysisArgs } = await import(path.join(root, 'apps/server/dist/extractors/ytdlp/ytdlp-args.js'));
const { ytdlpPolicyFor } = await import(path.join(root, 'apps/server/dist/extractors/ytdlp/allow-list.js'));

/**
 * The raw run: yt-dlp started directly, with the arguments the server gives it for a test-origin Vimeo
 * link (the Vimeo extractors plus `generic`), except `--proxy ""`, which yt-dlp reads as "connect
 * directly". We chose no proxy: the proxy is the server's (a lease, an HTTP hop through the egress
 * guard), so its cost is part of what the server adds and belongs in the overhead, not in the reference.
 * The environment has no *_proxy variables either (the server's child gets the lease there too).
 */
export function rawArgs(url) {
  return analysisArgs({ url, policy: ytdlpPolicyFor('vimeo'), allowGeneric: true, proxyUrl: '' });
}

function withoutProxyEnv(env) {
  return Object.fromEntries(
    Object.entries(env).filter(([name]) => !/^(https?|all|no|ftp)_proxy$/i.test(name)),
  );
}

/** One raw yt-dlp run to its exit; checks it printed the page's info with one format. */
function rawRun(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      env: withoutProxyEnv(process.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (code !== 0) return reject(new Error(`yt-dlp exited ${code}: ${stderr.slice(-1000)}`));
      const info = JSON.parse(stdout);
      const formats = info.formats ?? [info];
      if (formats.length !== 1) return reject(new Error(`yt-dlp found ${formats.length} formats`));
      resolve(ms);
    });
  });
}

/** POST /api/downloader/info as a signed-in account (no bot check); answers the qualities and the time. */
export async function info(base, cookie, url) {
  const started = performance.now();
  const res = await fetch(`${base}/api/downloader/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ url }),
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`POST /api/downloader/info: ${res.status} ${JSON.stringify(body)}`);
  return { ms, data: body.data };
}

/**
 * `rounds` of both, alternating which goes first, after one untimed run of each (the first run of the
 * raw command reads Python's files from disk; the server's first started its egress proxy).
 */
export async function benchAnalysis({ base, cookie, url, rounds, ytdlp }) {
  const args = rawArgs(url);
  await rawRun(ytdlp, args);
  await info(base, cookie, url);
  const apiMs = [];
  const rawMs = [];
  for (let round = 0; round < rounds; round++) {
    const timeApi = async () => apiMs.push((await info(base, cookie, url)).ms);
    const timeRaw = async () => rawMs.push(await rawRun(ytdlp, args));
    if (round % 2 === 0) {
      await timeApi();
      await timeRaw();
    } else {
      await timeRaw();
      await timeApi();
    }
  }
  return { api: median(apiMs), raw: median(rawMs), apiMs, rawMs, args };
}
