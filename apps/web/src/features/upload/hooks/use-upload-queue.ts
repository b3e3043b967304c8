import { useCallback, useEffect, useRef, useState } from 'react';
import { randomId } from '../../../lib/random-id';
import { createUploadTask } from '../create-upload-task';
import { screenFiles, type FileRejection, type UploadMode } from '../screen-files';
import type { UploadTask } from '../upload-task';

export interface QueuedUpload {
  readonly id: string;
  readonly file: File;
  readonly task: UploadTask;
}

export interface UploadQueue {
  readonly items: readonly QueuedUpload[];
  /** Why files of the last selection were not added. */
  readonly rejections: readonly FileRejection[];
  readonly addFiles: (files: readonly File[]) => void;
  /** Cancels the upload (the server drops it) and removes the row. */
  readonly cancel: (id: string) => void;
  /** Removes a finished or failed row. */
  readonly remove: (id: string) => void;
}

/** The files of one upload section; every accepted file starts uploading at once (CC §4 "Queued file"). */
export function useUploadQueue(mode: UploadMode): UploadQueue {
  const [items, setItems] = useState<readonly QueuedUpload[]>([]);
  const [rejections, setRejections] = useState<readonly FileRejection[]>([]);
  // The list as the handlers see it; every change goes through here first, then to state.
  const itemsRef = useRef<readonly QueuedUpload[]>([]);

  // Leaving the page stops the uploads; a chunked one stays resumable by choosing the file again.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) item.task.dispose();
    },
    [],
  );

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const listed = itemsRef.current.map((item) => item.file.name);
      const screened = screenFiles(files, listed, mode);
      setRejections(screened.rejections);
      const added = screened.accepted.map((file) => ({
        id: randomId(8),
        file,
        task: createUploadTask(file),
      }));
      if (added.length === 0) return;
      itemsRef.current = [...itemsRef.current, ...added];
      setItems(itemsRef.current);
      for (const item of added) item.task.start();
    },
    [mode],
  );

  const drop = useCallback((id: string) => {
    itemsRef.current = itemsRef.current.filter((item) => item.id !== id);
    setItems(itemsRef.current);
  }, []);

  const cancel = useCallback(
    (id: string) => {
      const item = itemsRef.current.find((entry) => entry.id === id);
      if (item === undefined) return;
      drop(id);
      void item.task.cancel();
    },
    [drop],
  );

  const remove = useCallback(
    (id: string) => {
      itemsRef.current.find((entry) => entry.id === id)?.task.dispose();
      drop(id);
    },
    [drop],
  );

  return { items, rejections, addFiles, cancel, remove };
}
