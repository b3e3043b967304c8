/** Compressor categories and options (converter-compressor.md §9; downloader.md §2). */
export const COMPRESSOR_CATEGORIES = [
  {
    id: 'platform-specific',
    label: 'Platform Specific',
    options: ['whatsapp', 'instagram', 'youtube', 'facebook', 'discord', 'email', 'tiktok', 'twitter'],
  },
  { id: 'size-based', label: 'Size Based', options: ['1mb', '5mb', '10mb', '25mb', '50mb', '100mb'] },
  {
    id: 'quality-based',
    label: 'Quality Based',
    options: ['hd', '4k', 'high-quality', 'lossless', 'web', 'mobile'],
  },
  {
    id: 'specialized',
    label: 'Specialized',
    options: ['streaming', 'archive', 'presentation', 'education', 'slow-motion'],
  },
  { id: 'format-specific', label: 'Format Specific', options: ['mp4', 'avi', 'mov', 'mkv', 'android'] },
] as const;

export type CompressorCategory = (typeof COMPRESSOR_CATEGORIES)[number];
export type CompressorCategoryId = CompressorCategory['id'];
export type CompressorOption = CompressorCategory['options'][number];

/** All 30 compressor options, in category order. */
export const COMPRESSOR_OPTIONS: readonly CompressorOption[] = COMPRESSOR_CATEGORIES.flatMap(
  (c) => c.options as readonly CompressorOption[],
);

export function isCompressorOption(value: string): value is CompressorOption {
  return (COMPRESSOR_OPTIONS as readonly string[]).includes(value);
}

export function compressorCategoryOf(option: CompressorOption): CompressorCategory {
  const found = COMPRESSOR_CATEGORIES.find((c) => (c.options as readonly string[]).includes(option));
  if (!found) throw new Error(`unknown compressor option ${option}`);
  return found;
}
