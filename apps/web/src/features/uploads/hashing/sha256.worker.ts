import { createSHA256 } from 'hash-wasm';
import { HASH_SLICE_BYTES, type HashReply, type HashRequest } from './hash-messages';

/**
 * SHA-256 of a file, hashed incrementally off the main thread (WebCrypto cannot hash incrementally;
 * DESIGN.md §4). Reads 4 MB slices, so a multi-gigabyte file never sits in memory.
 */
function reply(message: HashReply): void {
  self.postMessage(message);
}

async function hash(file: Blob): Promise<string> {
  const hasher = await createSHA256();
  hasher.init();
  for (let offset = 0; offset < file.size; offset += HASH_SLICE_BYTES) {
    const end = Math.min(file.size, offset + HASH_SLICE_BYTES);
    hasher.update(new Uint8Array(await file.slice(offset, end).arrayBuffer()));
    reply({ type: 'progress', hashed: end });
  }
  return hasher.digest('hex');
}

self.addEventListener('message', (event: MessageEvent<HashRequest>) => {
  hash(event.data.file).then(
    (digest) => {
      reply({ type: 'done', hash: digest });
    },
    () => {
      reply({ type: 'error' });
    },
  );
});
