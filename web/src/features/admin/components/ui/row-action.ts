/** The small pill buttons of table rows and cards (Edit, Delete, Evaluate), one look everywhere. */
const base = 'rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap disabled:opacity-50';

export const rowAction = `${base} text-navy-800 ring-1 ring-slate-200 hover:bg-navy-50`;
export const rowDanger = `${base} text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50`;
export const rowPrimary = `${base} bg-navy-900 text-white hover:bg-navy-800`;
