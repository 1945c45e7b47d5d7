import { type MissingDate, shownFirst, windowState } from '@/lib/shown-first';
import { MAX_PAGE_SIZE, useResourceList } from '../../api/resources';
import type { ResourceName } from '../../model/fields';
import { type AdminRecord, numberOf, textOf } from '../../model/record';
import { Badge } from '../ui/Badge';

export interface ShownStatusOptions {
  resource: ResourceName;
  start: string;
  end: string;
  missing: MissingDate;
  nameOf: (record: AdminRecord) => string;
}

const EVERY_RECORD = { q: '', filters: {}, sort: 'position', order: 'asc', page: 1, pageSize: MAX_PAGE_SIZE } as const;

function scheduled(record: AdminRecord, { start, end }: ShownStatusOptions) {
  return { is_active: record.is_active, start: textOf(record, start), end: textOf(record, end) };
}

/** In the order learners meet them: position, then id. */
function inOrder(records: readonly AdminRecord[]): AdminRecord[] {
  return [...records].sort((a, b) => (numberOf(a, 'position') ?? 0) - (numberOf(b, 'position') ?? 0) || a.id - b.id);
}

/**
 * Whether learners see a banner or pop-over ad now (docs/product.md, "Shown, hidden or
 * scheduled"): only the first live one is shown, so an active one that another hides says so,
 * by the other's name, and one outside its dates says 'Scheduled' or 'Ended'.
 */
export function ShownStatusCell({ record, options }: { record: AdminRecord; options: ShownStatusOptions }) {
  const every = useResourceList(options.resource, EVERY_RECORD);
  const now = new Date();
  switch (windowState(scheduled(record, options), now, options.missing)) {
    case 'inactive':
      return <Badge tone="grey">Inactive</Badge>;
    case 'undated':
      return <Badge tone="grey">No dates: not shown</Badge>;
    case 'scheduled':
      return <Badge tone="blue">Scheduled</Badge>;
    case 'ended':
      return <Badge tone="grey">Ended</Badge>;
    case 'live':
      break;
  }
  const records = every.data?.items;
  if (!records) return <Badge tone="green">Active</Badge>;
  const shown = shownFirst(
    inOrder(records).map((each) => ({ each, ...scheduled(each, options) })),
    now,
    options.missing,
  )?.each;
  if (!shown || shown.id === record.id) return <Badge tone="green">Shown</Badge>;
  const other = options.nameOf(shown);
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone="amber">Hidden</Badge>
      <span className="block max-w-48 truncate text-xs text-slate-600" title={`Hidden by «${other}»`}>
        by «{other}»
      </span>
    </span>
  );
}
