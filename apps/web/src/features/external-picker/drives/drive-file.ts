import type { DriveSource } from '@mediaforge/shared';

/**
 * One file of a drive's listing (CC §3 "Drive file entry"): id, name, size, mimeType, thumbnailUrl,
 * modifiedTime, source, and downloadUrl, which for Dropbox is the file's lowercase path (what
 * POST /files/import/dropbox is sent, CC-3.60).
 */
export interface DriveFile {
  readonly id: string;
  readonly name: string;
  /** Bytes; undefined when the drive does not say. */
  readonly size: number | undefined;
  readonly mimeType: string;
  readonly thumbnailUrl: string | undefined;
  /** ISO 8601. */
  readonly modifiedTime: string | undefined;
  readonly source: DriveSource;
  readonly downloadUrl: string | undefined;
}

/** A page of a listing and the means to ask for the next one. */
export interface DrivePage {
  readonly files: readonly DriveFile[];
  readonly next: (() => Promise<DrivePage>) | undefined;
}

/** A byte count as the drives write it: a number, or a decimal string (Google). */
export function byteCount(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The object at `key` of a JSON answer, or an empty one. */
export function objectAt(value: unknown, key: string): Record<string, unknown> {
  const inner =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {};
}

/** The array at `key` of a JSON answer, or an empty one. */
export function arrayAt(value: unknown, key: string): readonly unknown[] {
  const inner =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return Array.isArray(inner) ? inner : [];
}
