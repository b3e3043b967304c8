// The client side of the download benchmark: one GET read to the end and thrown away (optionally
// hashed), a median, and a sampler of a process's resident memory.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';

/**
 * GETs `url` with node:http (the leanest client Node has, so the client is not what limits the direct
 * fetch) and discards the body. Timed from the request to the last byte, so whatever a path does before
 * its first byte (token check, upstream connect) counts. Refuses anything but a 200 of exactly
 * `expectedBytes`; with `hash`, also answers the body's SHA-256 (it costs CPU, so only untimed runs hash).
 */
export function download(url, { expectedBytes, headers = {}, hash = false }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = get(url, { headers }, (res) => {
      if (res.statusCode !== 200) {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => reject(new Error(`GET ${url}: ${res.statusCode} ${text.slice(0, 500)}`)));
        return;
      }
      const digest = hash ? createHash('sha256') : undefined;
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        digest?.update(chunk);
      });
      res.on('error', reject);
      res.on('end', () => {
        const ms = performance.now() - started;
        if (bytes !== expectedBytes) {
          reject(new Error(`GET ${url}: ${bytes} bytes, expected ${expectedBytes}`));
          return;
        }
        resolve({ ms, bytes, sha256: digest?.digest('hex') });
      });
    });
    request.on('error', reject);
  });
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** A field of /proc/<pid>/status in bytes (VmRSS, VmHWM; the kernel writes them in kB). */
export function procStatus(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

/**
 * A process's CPU time so far (user and kernel, ms) and its minor page faults, from /proc/<pid>/stat.
 * Read around a transfer, the kernel share and the faults show what the copies cost besides our code.
 */
export function procCpu(pid) {
  // Fields after the command name (which may hold spaces), so field 3 of stat(5) is index 0 here.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
  const tick = 10; // ms per clock tick (USER_HZ 100 on Linux)
  return {
    minorFaults: Number(fields[7]),
    userMs: Number(fields[11]) * tick,
    sysMs: Number(fields[12]) * tick,
  };
}

/**
 * Samples VmRSS of `pid` every `everyMs` until stopped; answers the largest sample. The timer runs on
 * the client's event loop, which is busy reading, so a sample may come late; the caller also reads the
 * kernel's own high-water mark (VmHWM) as an upper bound that no sampling can miss.
 */
export function sampleRss(pid, everyMs = 100) {
  let peak = procStatus(pid, 'VmRSS');
  let samples = 1;
  const timer = setInterval(() => {
    peak = Math.max(peak, procStatus(pid, 'VmRSS'));
    samples += 1;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, procStatus(pid, 'VmRSS'));
      return { peak, samples };
    },
  };
}
