import type { HashReply, HashRequest } from './hash-messages';

/**
 * SHA-256 hex of `file` from a Web Worker, reporting progress as a percent. Resolves '' when it cannot
 * hash (no Worker, WebAssembly blocked, a read error) or when `signal` aborts: the init then sends an
 * empty fileHash, which the spec allows (CC-7.02).
 */
export function hashFile(
  file: Blob,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  if (typeof Worker === 'undefined' || signal?.aborted === true) return Promise.resolve('');
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./sha256.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve('');
      return;
    }
    const finish = (hash: string) => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      resolve(hash);
    };
    const onAbort = () => {
      finish('');
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<HashReply>) => {
      const message = event.data;
      if (message.type === 'progress') onProgress(file.size === 0 ? 100 : (message.hashed / file.size) * 100);
      else finish(message.type === 'done' ? message.hash : '');
    });
    worker.addEventListener('error', () => {
      finish('');
    });
    const request: HashRequest = { file };
    worker.postMessage(request);
  });
}
