/**
 * Stored files as the job runner reads and writes them: by local path, which only the local object
 * store can offer (docs/decisions.md D89). Built on the object store port's local adapter; uploads,
 * downloads and the sweeper use the port itself.
 */
export interface FileStorage {
  /** The absolute local path of a stored object (it may not exist), for ffmpeg to read a job's input. */
  localPath(key: string): string;
  /**
   * Publishes a local file (a job's result in its scratch directory) as the stored object `key`: moved
   * atomically (renamed, or copied, fsynced and renamed across devices); the source is gone afterwards.
   */
  importFile(path: string, key: string): Promise<void>;
  stat(key: string): Promise<{ readonly size: number } | undefined>;
  /** Removes a stored object; no error when it is gone. */
  remove(key: string): Promise<void>;
}
