import type { ReactNode } from 'react';

interface PriceCardProps {
  readonly name: string;
  readonly price: string;
  readonly credits: string;
  /** The Buy button or link, if the visitor can buy here. */
  readonly action?: ReactNode;
  readonly highlight?: boolean;
}

/** One plan or pack: its name (a heading, so screen-reader users can jump between offers), price, credits. */
export function PriceCard({ name, price, credits, action, highlight = false }: PriceCardProps) {
  return (
    <li
      className={
        highlight
          ? 'flex flex-col rounded-2xl border-2 border-indigo-500 bg-white p-6 shadow-sm'
          : 'flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm'
      }
    >
      <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
      <p className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{price}</p>
      <p className="mt-1 text-sm text-slate-700">{credits}</p>
      {action !== undefined && action !== false && <div className="mt-6 flex flex-1 items-end">{action}</div>}
    </li>
  );
}
