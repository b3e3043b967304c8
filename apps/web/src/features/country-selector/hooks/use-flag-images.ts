import { useEffect, useState } from 'react';

/** Country code → the flag's SVG as a data URL. */
export type FlagImages = ReadonlyMap<string, string>;

let loaded: FlagImages | undefined;
let loading: Promise<FlagImages> | undefined;

/**
 * The flags are the bundled SVGs of country-flag-icons (NOTES.md 6: no public flag service). All of
 * them together are a sizeable module, so it loads once, on first use, in a chunk of its own; a data
 * URL in an <img> keeps the SVG markup out of the document.
 */
function loadFlagImages(): Promise<FlagImages> {
  loading ??= import('country-flag-icons/string/3x2').then((flags) => {
    const entries = Object.entries(flags as Readonly<Record<string, string>>).map(
      ([code, svg]) => [code, `data:image/svg+xml,${encodeURIComponent(svg)}`] as const,
    );
    loaded = new Map(entries);
    return loaded;
  });
  return loading;
}

/** The flags once loaded; undefined meanwhile (or if the chunk could not load: flags are decoration). */
export function useFlagImages(): FlagImages | undefined {
  const [flags, setFlags] = useState(loaded);
  useEffect(() => {
    if (flags !== undefined) return;
    let live = true;
    loadFlagImages().then(
      (images) => {
        if (live) setFlags(images);
      },
      () => {
        // A failed chunk is asked again on the next mount rather than remembered.
        loading = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, [flags]);
  return flags;
}
