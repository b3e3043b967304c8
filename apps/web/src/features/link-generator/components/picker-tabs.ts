/**
 * The look of the template and emoji pickers' tab lists. Four tabs in two rows: the dropdown is 20 rem
 * wide, and one row of four ("Personal", "Activités", "حرکات دست") would not fit in every language.
 */
export const PICKER_TAB_LIST = 'grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1';
export const PICKER_TAB =
  'rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';
