import { useEffect, useState } from 'react';
import { proxiedPicture } from '../api/proxied-picture';

/**
 * A picture's address the page may load, once the proxy has signed it; `failed` when it would not (the
 * skeleton then gives way to the placeholder).
 */
export function useProxiedPicture(url: string | null): {
  readonly src: string | undefined;
  readonly failed: boolean;
} {
  const [shown, setShown] = useState<{ readonly from: string; readonly src: string | undefined }>();
  useEffect(() => {
    if (url === null || url === '') return;
    let live = true;
    const settle = (src: string | undefined) => {
      if (live) setShown({ from: url, src });
    };
    proxiedPicture(url).then(settle, () => settle(undefined));
    return () => {
      live = false;
    };
  }, [url]);
  const mine = shown?.from === url ? shown : undefined;
  return {
    src: mine?.src,
    failed: url === null || url === '' || (mine !== undefined && mine.src === undefined),
  };
}
