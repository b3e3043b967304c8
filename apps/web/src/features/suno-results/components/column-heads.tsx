import { useTranslation } from 'react-i18next';

/** A column of a Suno table: its `suno.columns.*` key, and whether only screen readers hear it. */
export interface Column {
  readonly key: string;
  readonly hidden?: boolean;
}

const head = 'px-2 py-2 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** The header row of the Suno tables (songs of a playlist, items of one song). */
export function ColumnHeads({ columns }: { readonly columns: readonly Column[] }) {
  const { t } = useTranslation('platform-results');
  return (
    <thead className="border-b border-slate-200">
      <tr>
        {columns.map(({ key, hidden }) => (
          <th key={key} scope="col" className={head}>
            {hidden === true ? (
              <span className="sr-only">{t(`suno.columns.${key}`)}</span>
            ) : (
              t(`suno.columns.${key}`)
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}
