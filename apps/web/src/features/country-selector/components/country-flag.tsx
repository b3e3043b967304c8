import { cx } from '../../../lib/class-names';
import type { FlagImages } from '../hooks/use-flag-images';

interface CountryFlagProps {
  readonly code: string;
  readonly flags: FlagImages | undefined;
  readonly className?: string;
}

/**
 * A country's flag, 3:2, decorative (the country's name is always written beside it). Until the flag
 * module has loaded a grey box of the same size holds the place, so nothing shifts.
 */
export function CountryFlag({ code, flags, className }: CountryFlagProps) {
  const src = flags?.get(code.toUpperCase());
  const box = cx('inline-block h-4 w-6 shrink-0 rounded-[2px] ring-1 ring-slate-900/10', className);
  if (src === undefined) return <span aria-hidden="true" className={cx(box, 'bg-slate-200')} />;
  return (
    <img src={src} alt="" width={24} height={16} draggable={false} className={cx(box, 'object-cover')} />
  );
}
