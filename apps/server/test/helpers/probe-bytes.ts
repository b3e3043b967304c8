/** Downloaded bytes read by the real ffprobe, in the short shape the downloader tests compare. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probe } from '../encode/encode-helpers.js';

export interface BytesProbe {
  readonly format: string;
  readonly duration: number;
  /** `codec_type:codec_name` of each stream, sorted. */
  readonly streams: string[];
}

/** Writes `bytes` as `name` in a temporary directory (ffprobe reads the extension too) and probes it. */
export async function probeBytes(bytes: Uint8Array, name: string): Promise<BytesProbe> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mf-probe-bytes-'));
  try {
    const file = path.join(dir, name);
    await writeFile(file, bytes);
    const facts = await probe(file);
    return {
      format: facts.format.format_name,
      duration: Number(facts.format.duration),
      streams: facts.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort(),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
