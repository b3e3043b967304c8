import { readdirSync, readFileSync } from 'node:fs';
import {
  JOB_PATHS,
  type CancelJobResponse,
  type ConvertResponse,
  type JobResult,
  type JobStatus,
  type JobStatusResponse,
} from '@mediaforge/shared';
import { ownerHeaders, type Answer, type Data } from './upload-client.js';

/** The job endpoints as the browser calls them (shared JOB_PATHS). */
export function jobClient(baseUrl: string, session: string | undefined) {
  const headers = ownerHeaders(session);
  const call = async <T>(path: string, init: RequestInit = {}): Promise<Answer<T>> => {
    const res = await fetch(`${baseUrl}${path}`, { ...init, headers: { ...headers, ...init.headers } });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const client = {
    convert: (fileId: string, format: string, body: Record<string, unknown> = { settings: {} }) =>
      call<Data<ConvertResponse>>(JOB_PATHS.convert(fileId, format), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    status: (jobId: string) => call<Data<JobStatusResponse>>(JOB_PATHS.status(jobId)),
    result: (jobId: string) => call<Data<JobResult>>(JOB_PATHS.result(jobId)),
    cancel: (jobId: string) => call<Data<CancelJobResponse>>(JOB_PATHS.cancel(jobId), { method: 'POST' }),
    /** Polls the status (the browser's fallback, every 3 s; here every 100 ms) until one of `statuses`. */
    async waitFor(jobId: string, statuses: readonly JobStatus[], ms = 60_000): Promise<JobStatusResponse> {
      const deadline = Date.now() + ms;
      for (;;) {
        const { body } = await client.status(jobId);
        if (statuses.includes(body.data.status)) return body.data;
        if (Date.now() > deadline) throw new Error(`job ${jobId} still ${body.data.status}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
  return client;
}

/** Live ffmpeg/sox processes whose parent is this test process (the server runs in it). */
export function mediaChildren(): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === process.pid && state !== 'Z' && /^(ffmpeg|ffprobe|sox)$/.test(comm)) {
        found.push(Number(name));
      }
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}
