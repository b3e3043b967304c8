import type { ImportAnswer, ImportResult, ImportSource } from '@mediaforge/shared';

/** A file the picker imports: its name for the row and the call's body (CC-7.09–7.12). */
export interface ImportItem {
  readonly key: string;
  readonly name: string;
  readonly source: ImportSource;
  readonly body: Readonly<Record<string, string>>;
}

/** What the file list receives: the stored file (CC §3 "Import result"), ready to convert. */
export interface ImportedFile {
  readonly fileId: string;
  readonly fileName: string;
  readonly fileSize: number;
  readonly mimeType: string;
  readonly importMethod: ImportSource;
}

export interface ImportFailure {
  readonly name: string;
  /** The server's words, when it gave any. */
  readonly message: string | undefined;
}

export interface ImportRunDeps {
  readonly start: (item: ImportItem, signal: AbortSignal) => Promise<ImportAnswer>;
  /** Waits for a job the call left running, reporting its percent; rejects when it fails. */
  readonly follow: (
    jobId: string,
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) => Promise<ImportResult>;
  readonly messageOf: (error: unknown) => string | undefined;
}

export interface ImportRun {
  readonly imported: readonly ImportedFile[];
  readonly failures: readonly ImportFailure[];
}

/** Imports run side by side, a few at a time: each is a job on the server. */
export const IMPORT_CONCURRENCY = 3;

const importedFile = (result: ImportResult): ImportedFile => ({
  fileId: result.fileId,
  fileName: result.fileName,
  fileSize: result.fileSize,
  mimeType: result.mimeType,
  importMethod: result.importMethod,
});

/**
 * Imports every item and reports each one's percent; a failure does not stop the others (CC-2.50: the
 * picker then stays open and names how many failed). The imported files keep the items' order.
 */
export async function runImports(
  items: readonly ImportItem[],
  deps: ImportRunDeps,
  onProgress: (key: string, percent: number) => void,
  signal: AbortSignal,
): Promise<ImportRun> {
  const results: (ImportedFile | ImportFailure)[] = new Array<ImportedFile | ImportFailure>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal.aborted) {
      const index = next;
      next += 1;
      const item = items[index] as ImportItem;
      try {
        const answer = await deps.start(item, signal);
        const result =
          answer.status === 'completed'
            ? answer
            : await deps.follow(answer.jobId, (percent) => onProgress(item.key, percent), signal);
        onProgress(item.key, 100);
        results[index] = importedFile(result);
      } catch (error) {
        results[index] = { name: item.name, message: deps.messageOf(error) };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IMPORT_CONCURRENCY, items.length) }, worker));
  const done = results.filter((r): r is ImportedFile | ImportFailure => r !== undefined);
  return {
    imported: done.filter((r): r is ImportedFile => 'fileId' in r),
    failures: done.filter((r): r is ImportFailure => !('fileId' in r)),
  };
}
