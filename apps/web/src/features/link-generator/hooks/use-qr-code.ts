import { useEffect, useMemo, useState } from 'react';
import { qrPngDataUrl } from '../qr-image';

export interface QrCode {
  /** The PNG as a data URL once drawn. */
  readonly dataUrl: string | undefined;
  readonly failed: boolean;
  /** The PNG, waiting for it if it is still being drawn (Download QR right after Generate). */
  readonly png: () => Promise<string>;
}

/** The link's QR code, drawn once per link. */
export function useQrCode(link: string): QrCode {
  const drawing = useMemo(() => qrPngDataUrl(link), [link]);
  const [drawn, setDrawn] = useState<{ link: string; dataUrl?: string; failed: boolean }>({
    link,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    drawing.then(
      (dataUrl) => live && setDrawn({ link, dataUrl, failed: false }),
      () => live && setDrawn({ link, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [drawing, link]);
  const current = drawn.link === link ? drawn : { failed: false, dataUrl: undefined };
  return { dataUrl: current.dataUrl, failed: current.failed, png: () => drawing };
}
