import { DEFAULT_MAX_FILES_PER_UPLOAD, fileExtension, isAcceptedInputFile } from '@mediaforge/shared';

export type UploadMode = 'conversion' | 'compression';

/** Why some chosen files were not added (converter-compressor.md §5 "Uploading to the queue", §8 toasts). */
export type FileRejection =
  | { readonly kind: 'invalidType'; readonly names: readonly string[] }
  /** A format anonymous visitors may not add (CC-6.04); `formats` are the ones they may. */
  | {
      readonly kind: 'formatNotAllowed';
      readonly names: readonly string[];
      readonly formats: readonly string[];
    }
  | { readonly kind: 'duplicate'; readonly names: readonly string[] }
  /** The list was empty or full: at most `max` files at a time. */
  | { readonly kind: 'limitReached'; readonly max: number }
  /** The list had room for only `remaining` of the chosen files. */
  | { readonly kind: 'limitExceeded'; readonly max: number; readonly remaining: number }
  /** Larger than the visitor's tier allows (CC §6; the server refuses them too). */
  | { readonly kind: 'tooLarge'; readonly names: readonly string[]; readonly maxFileSize: number };

export interface ScreenedFiles<F> {
  readonly accepted: readonly F[];
  readonly rejections: readonly FileRejection[];
}

/**
 * Splits a selection into the files that may join the list and the reasons the others may not: a
 * video (or, converting, audio) type (NOTES.md 1), of an allowed extension when a list is given (anonymous
 * visitors, CC-6.04; an empty list checks nothing), within the tier's file size when known, no name
 * already in the list or twice in the selection, and at most `max` files in the list: over the limit the first files that fit are added
 * (CC-5.04) and the rest are named in a limit message.
 */
export function screenFiles<
  F extends { readonly name: string; readonly type: string; readonly size?: number },
>(
  chosen: readonly F[],
  listed: readonly string[],
  mode: UploadMode,
  max: number = DEFAULT_MAX_FILES_PER_UPLOAD,
  maxFileSize?: number,
  allowedFormats?: readonly string[],
): ScreenedFiles<F> {
  const rejections: FileRejection[] = [];
  const wrongType = chosen.filter((file) => !isAcceptedInputFile(file.name, file.type, mode));
  if (wrongType.length > 0) {
    rejections.push({ kind: 'invalidType', names: wrongType.map((file) => file.name) });
  }
  const notAllowed =
    allowedFormats === undefined || allowedFormats.length === 0
      ? []
      : chosen.filter(
          (file) => !wrongType.includes(file) && !allowedFormats.includes(fileExtension(file.name)),
        );
  if (notAllowed.length > 0 && allowedFormats !== undefined) {
    rejections.push({
      kind: 'formatNotAllowed',
      names: notAllowed.map((file) => file.name),
      formats: allowedFormats,
    });
  }
  const invalid = [...wrongType, ...notAllowed];
  const tooLarge =
    maxFileSize === undefined
      ? []
      : chosen.filter((file) => !invalid.includes(file) && (file.size ?? 0) > maxFileSize);
  if (tooLarge.length > 0 && maxFileSize !== undefined) {
    rejections.push({ kind: 'tooLarge', names: tooLarge.map((file) => file.name), maxFileSize });
  }

  const seen = new Set(listed);
  const duplicates: string[] = [];
  const candidates: F[] = [];
  for (const file of chosen) {
    if (invalid.includes(file) || tooLarge.includes(file)) continue;
    if (seen.has(file.name)) duplicates.push(file.name);
    else {
      seen.add(file.name);
      candidates.push(file);
    }
  }
  if (duplicates.length > 0) rejections.push({ kind: 'duplicate', names: duplicates });

  const remaining = Math.max(0, max - listed.length);
  if (candidates.length > remaining) {
    rejections.push(
      remaining === 0 || listed.length === 0
        ? { kind: 'limitReached', max }
        : { kind: 'limitExceeded', max, remaining },
    );
    return { accepted: candidates.slice(0, remaining), rejections };
  }
  return { accepted: candidates, rejections };
}
