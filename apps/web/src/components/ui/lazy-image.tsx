import { LAZY_IMAGE_CACHE_MAX, LAZY_IMAGE_ROOT_MARGIN, LAZY_IMAGE_THRESHOLD } from '@mediaforge/shared';
import { useEffect, useRef, useState } from 'react';
import { cx } from '../../lib/class-names';
import { useMediaUrl } from '../../lib/media-proxy';

/**
 * A result's picture (downloader-results.md §4 "Image loading"): asked for only when it nears the view
 * (an observer with threshold 0.1 and a 50 px margin), through the media proxy; a picture that fails
 * tries its fallback source, and when that fails too it is hidden or says "Failed to load" (`failed`).
 * Pictures already loaded once show at once (the last 50 are remembered).
 */
const loaded = new Set<string>();

function remember(url: string): void {
  if (loaded.size >= LAZY_IMAGE_CACHE_MAX) {
    const oldest = loaded.values().next();
    if (oldest.done !== true) loaded.delete(oldest.value);
  }
  loaded.add(url);
}

export interface LazyImageProps {
  readonly src: string | null | undefined;
  readonly fallbackSrc?: string | null | undefined;
  /** The platform the addresses belong to (the media proxy signs per platform). */
  readonly platform: string;
  readonly alt: string;
  readonly className?: string;
  /** What a picture whose sources both failed leaves: nothing (hidden), or this text. */
  readonly failedText?: string;
}

export function LazyImage({ src, fallbackSrc, platform, alt, className, failedText }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(() => typeof src === 'string' && loaded.has(src));
  const [attempt, setAttempt] = useState<'main' | 'fallback' | 'failed'>('main');
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (near) return;
    const element = box.current;
    if (element === null || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE_THRESHOLD, rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const hasFallback = typeof fallbackSrc === 'string' && fallbackSrc !== '' && fallbackSrc !== src;
  const current = attempt === 'fallback' ? fallbackSrc : attempt === 'main' ? src : undefined;
  const shown = useMediaUrl(current, platform, { enabled: near });

  if (attempt === 'failed') {
    return failedText === undefined ? null : (
      <span className={cx('flex items-center justify-center bg-slate-100 text-xs text-slate-600', className)}>
        {failedText}
      </span>
    );
  }
  return (
    <span ref={box} className={cx('relative block overflow-hidden bg-slate-200', className)}>
      {!ready && <span aria-hidden="true" className="absolute inset-0 animate-pulse bg-slate-200" />}
      {shown !== undefined && (
        <img
          src={shown}
          alt={alt}
          loading="lazy"
          decoding="async"
          onLoad={() => {
            if (typeof current === 'string') remember(current);
            setReady(true);
          }}
          onError={() => {
            setReady(false);
            setAttempt(attempt === 'main' && hasFallback ? 'fallback' : 'failed');
          }}
          className="size-full object-cover"
        />
      )}
    </span>
  );
}
