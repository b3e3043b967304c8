import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SourceLengthError,
  type LocalFile,
  type ObjectStore,
} from '../../src/repositories/storage/object-store.repository.js';

/** What an adapter's test supplies: a fresh, empty store and a way to make local files for `adopt`. */
export interface ObjectStoreFixture {
  readonly store: ObjectStore;
  /** A new local file holding `bytes`, as the workspace would hand it over. */
  localFile(bytes: Uint8Array): Promise<LocalFile>;
  /** Whether a local file still exists (adopt consumes its source). */
  localFileExists(file: LocalFile): Promise<boolean>;
  readLocalFile(file: LocalFile): Promise<Buffer>;
  removeLocalFile(file: LocalFile): Promise<void>;
  cleanup(): Promise<void>;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts);
}

async function read(store: ObjectStore, key: string): Promise<Buffer | undefined> {
  const found = await store.get(key);
  return found ? bytesOf(found.stream) : undefined;
}

/** A source that yields some bytes, then fails (a client that hung up mid-upload). */
function failingSource(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.from('partial bytes');
      await Promise.resolve();
      throw new Error('connection reset');
    })(),
  );
}

/**
 * The behaviour every object store adapter must have (the port's contract). An adapter's test calls
 * this with a factory of empty stores; the suite knows nothing of where the bytes live.
 */
export function describeObjectStoreContract(name: string, create: () => Promise<ObjectStoreFixture>): void {
  describe(`object store contract: ${name}`, () => {
    let fixture: ObjectStoreFixture;
    let store: ObjectStore;
    beforeEach(async () => {
      fixture = await create();
      store = fixture.store;
    });
    afterEach(async () => {
      await fixture.cleanup();
    });

    it('put stores a stream that get answers whole, with its size from head', async () => {
      const bytes = randomBytes(3 * 1024 * 1024 + 17);
      const info = await store.put('obj1', Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
      expect(info).toMatchObject({ key: 'obj1', size: bytes.length });
      expect(typeof info.modifiedAt).toBe('number');
      const found = await store.get('obj1');
      expect(found?.size).toBe(bytes.length);
      expect((await bytesOf(found!.stream)).equals(bytes)).toBe(true);
      expect(await store.head('obj1')).toMatchObject({ key: 'obj1', size: bytes.length });
    });

    it('get with a byte range streams exactly those bytes (inclusive), and the whole size', async () => {
      const bytes = randomBytes(100_000);
      await store.put('ranged', Readable.from([bytes]));
      for (const [start, end] of [
        [0, 0],
        [10, 99],
        [99_000, 99_999],
        [0, 99_999],
      ] as const) {
        const found = await store.get('ranged', { start, end });
        expect(found?.size).toBe(bytes.length);
        expect((await bytesOf(found!.stream)).equals(bytes.subarray(start, end + 1))).toBe(true);
      }
    });

    it('an absent key: get and head answer undefined, delete is no error', async () => {
      expect(await store.get('missing')).toBeUndefined();
      expect(await store.head('missing')).toBeUndefined();
      await expect(store.delete('missing')).resolves.toBeUndefined();
      expect(await store.deleteByPrefix('missing')).toBe(0);
    });

    it('put replaces an object; delete removes it', async () => {
      await store.put('same', Readable.from([Buffer.from('first version')]));
      await store.put('same', Readable.from([Buffer.from('second')]));
      expect((await read(store, 'same'))?.toString()).toBe('second');
      await store.delete('same');
      expect(await store.head('same')).toBeUndefined();
      expect(await read(store, 'same')).toBeUndefined();
    });

    it('a failing source leaves no object and keeps an earlier one intact', async () => {
      await expect(store.put('broken', failingSource())).rejects.toThrow('connection reset');
      expect(await store.head('broken')).toBeUndefined();
      expect(await store.list()).toEqual([]);
      await store.put('kept', Readable.from([Buffer.from('original')]));
      await expect(store.put('kept', failingSource())).rejects.toThrow('connection reset');
      expect((await read(store, 'kept'))?.toString()).toBe('original');
    });

    it('put with the size its caller knows: the object, or for a source of another length none, the earlier one kept', async () => {
      const bytes = randomBytes(200_000);
      expect(await store.put('sized', Readable.from([bytes]), bytes.length)).toMatchObject({
        size: bytes.length,
      });
      expect((await read(store, 'sized'))?.equals(bytes)).toBe(true);
      const short = Readable.from([bytes.subarray(0, 1000)]);
      await expect(store.put('sized', short, 1001)).rejects.toThrow(SourceLengthError);
      const long = Readable.from([bytes.subarray(0, 1000), bytes.subarray(0, 2)]);
      await expect(store.put('other', long, 1001)).rejects.toThrow(SourceLengthError);
      expect((await read(store, 'sized'))?.equals(bytes)).toBe(true);
      expect((await store.list()).map((o) => o.key)).toEqual(['sized']);
    });

    it('adopt takes over a local file as an object, consuming the file', async () => {
      const bytes = randomBytes(250_000);
      const file = await fixture.localFile(bytes);
      expect(await store.adopt(file, 'adopted')).toMatchObject({ key: 'adopted', size: bytes.length });
      expect((await read(store, 'adopted'))?.equals(bytes)).toBe(true);
      expect(await fixture.localFileExists(file)).toBe(false);
    });

    it('fetchTo gives a new local file the bytes of the object, which later writes to the key leave alone', async () => {
      const bytes = randomBytes(120_000);
      await store.put('input', Readable.from([bytes]));
      const file = await fixture.localFile(new Uint8Array());
      await fixture.removeLocalFile(file);
      expect(await store.fetchTo('input', file)).toMatchObject({ key: 'input', size: bytes.length });
      expect((await fixture.readLocalFile(file)).equals(bytes)).toBe(true);
      await store.put('input', Readable.from([Buffer.from('replaced')]));
      expect((await fixture.readLocalFile(file)).equals(bytes)).toBe(true);
      expect((await read(store, 'input'))?.toString()).toBe('replaced');
      const absent = await fixture.localFile(new Uint8Array());
      await fixture.removeLocalFile(absent);
      expect(await store.fetchTo('missing', absent)).toBeUndefined();
      expect(await fixture.localFileExists(absent)).toBe(false);
    });

    it('keys with segments: list and deleteByPrefix use a plain string prefix', async () => {
      for (const key of ['p/a', 'p/b/c', 'pa', 'q/a', 'top']) {
        await store.put(key, Readable.from([Buffer.from(key)]));
      }
      const keys = async (prefix?: string) => (await store.list(prefix)).map((o) => o.key).sort();
      expect(await keys()).toEqual(['p/a', 'p/b/c', 'pa', 'q/a', 'top']);
      expect(await keys('p')).toEqual(['p/a', 'p/b/c', 'pa']);
      expect(await keys('p/')).toEqual(['p/a', 'p/b/c']);
      expect(await keys('p/b/')).toEqual(['p/b/c']);
      expect(await store.deleteByPrefix('p/')).toBe(2);
      expect(await keys()).toEqual(['pa', 'q/a', 'top']);
      expect((await read(store, 'q/a'))?.toString()).toBe('q/a');
      const listed = await store.list('top');
      expect(listed).toEqual([{ key: 'top', size: 3, modifiedAt: expect.any(Number) as number }]);
    });

    it('refuses keys that are not segments of [A-Za-z0-9_-]', async () => {
      for (const key of ['', '../x', 'a/../b', 'a//b', '/a', 'a/', '.hidden', 'a b', 'x'.repeat(129)]) {
        await expect(store.put(key, Readable.from([Buffer.from('x')])), key).rejects.toThrow(/unsafe/);
        await expect(store.head(key), key).rejects.toThrow(/unsafe/);
        await expect(store.delete(key), key).rejects.toThrow(/unsafe/);
      }
    });
  });
}
