import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from '../../src/repositories/storage/local-object-store.repository.js';
import { copyObjects } from '../../src/services/migration/object-copy.js';

describe('copying stored files between object stores (D237)', () => {
  const dirs: string[] = [];
  const store = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mf-object-copy-'));
    dirs.push(dir);
    return createLocalObjectStore(dir);
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('copies every object once; a second run skips what is there', async () => {
    const [source, target] = [await store(), await store()];
    await source.put('uploads/a1', Readable.from([Buffer.from('first object')]));
    await source.put('results/b2', Readable.from([Buffer.alloc(100_000, 7)]));
    await target.put('results/b2', Readable.from([Buffer.from('half')]));
    expect(await copyObjects(source, target)).toEqual({ copied: 2, skipped: 0, bytes: 100_012 });
    expect(await copyObjects(source, target)).toEqual({ copied: 0, skipped: 2, bytes: 0 });
    const copied = await target.get('results/b2');
    const chunks: Buffer[] = [];
    for await (const chunk of copied?.stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(Buffer.alloc(100_000, 7))).toBe(true);
  });
});
