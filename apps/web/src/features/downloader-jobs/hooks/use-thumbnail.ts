import { useEffect, useState } from 'react';
import { proxiedThumbnail } from '../api/proxied-thumbnail';

/** The result's thumbnail as the page may load it (through the media proxy), once known. */
export function useThumbnail(url: string | null, platform: string): string | undefined {
  const [shown, setShown] = useState<{ readonly from: string; readonly src: string | undefined }>();
  useEffect(() => {
    if (url === null || url === '') return;
    let live = true;
    proxiedThumbnail(url, platform).then(
      (src) => {
        if (live) setShown({ from: url, src });
      },
      // No proxied address: the result is shown without its picture.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url, platform]);
  return shown?.from === url ? shown.src : undefined;
}
