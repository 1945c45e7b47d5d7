import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { errorMessage } from '@/lib/api-client';
import { type AuditEntry, useAudit } from '../api/audit';
import { Badge, type BadgeTone } from '../components/ui/Badge';
import { PageTitle } from '../components/ui/PageTitle';
import { formatDateTime } from '../rules/india-time';
import { diffRows } from '../rules/json-diff';

/** The kinds of record the server writes to the log, as it names them. */
const ENTITIES = [
  'subscription',
  'subscription libraries',
  'subscription tags',
  'type',
  'library',
  'optional subject',
  'note',
  'prelims test',
  'question',
  'questions',
  'mains test',
  'mains evaluation',
  'second marking',
  'video',
  'carousel slide',
  'banner',
  'offering',
  'testimonial',
  'top performer',
  'FAQ',
  'pop-over ad',
  'enquiry',
  'learner',
  'entitlement',
  'order',
];

const ACTION_TONES: Record<string, BadgeTone> = {
  create: 'green',
  delete: 'red',
  revoke: 'red',
  refund: 'amber',
  grant: 'blue',
  import: 'blue',
};

function Diff({ entry }: { entry: AuditEntry }) {
  const [all, setAll] = useState(false);
  const checkboxId = useId();
  const rows = diffRows(entry.before, entry.after);
  const changed = rows.filter((row) => row.changed);
  const shownRows = all ? rows : changed;
  return (
    <div className="mt-3 space-y-2">
      {rows.length > changed.length && (
        <div className="flex items-center gap-2 text-xs text-slate-600">
          <input
            id={checkboxId}
            type="checkbox"
            className="size-4 accent-navy-800"
            checked={all}
            onChange={(event) => setAll(event.target.checked)}
          />
          <label htmlFor={checkboxId}>Show the {rows.length - changed.length} unchanged fields too</label>
        </div>
      )}
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-left font-mono text-xs">
          <caption className="sr-only">Before and after</caption>
          <thead className="bg-slate-50 font-sans text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-1.5">
                Field
              </th>
              <th scope="col" className="px-3 py-1.5">
                Before
              </th>
              <th scope="col" className="px-3 py-1.5">
                After
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shownRows.map((row) => (
              <tr key={row.field} className={row.changed ? 'bg-amber-50/60' : undefined}>
                <th scope="row" className="px-3 py-1.5 font-semibold whitespace-nowrap text-navy-900">
                  {row.field}
                  {row.changed && <span className="sr-only"> (changed)</span>}
                </th>
                <td className="max-w-xs px-3 py-1.5 break-all text-rose-800">
                  {row.before ?? <span className="text-slate-400">—</span>}
                </td>
                <td className="max-w-xs px-3 py-1.5 break-all text-emerald-800">
                  {row.after ?? <span className="text-slate-400">—</span>}
                </td>
              </tr>
            ))}
            {shownRows.length === 0 && (
              <tr>
                <td colSpan={3} className="px-3 py-2 font-sans text-slate-500">
                  No field changed.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const hasRecord = Boolean(entry.before || entry.after);
  return (
    <li className="card px-4 py-3">
      <details className="group">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded text-sm">
          <Badge tone={ACTION_TONES[entry.action] ?? 'grey'}>{entry.action}</Badge>
          <span className="font-medium text-navy-950">
            {entry.entity}
            {entry.entityId ? ` #${entry.entityId}` : ''}
          </span>
          <span className="text-slate-600">by {entry.actor ?? 'the system'}</span>
          <span className="ml-auto text-xs whitespace-nowrap text-slate-500">
            {formatDateTime(entry.at)}
            {entry.ip && ` · ${entry.ip}`}
          </span>
          <span className="text-xs font-semibold text-navy-700 group-open:hidden">
            {hasRecord ? 'Show changes' : 'Details'}
          </span>
          <span className="hidden text-xs font-semibold text-navy-700 group-open:inline">Hide</span>
        </summary>
        {hasRecord ? (
          <Diff entry={entry} />
        ) : (
          <p className="mt-2 text-sm text-slate-500">No record was kept for this entry.</p>
        )}
      </details>
    </li>
  );
}

/** Who changed what, and when, with the record before and after: the newest 200 entries. */
export function AuditPage() {
  const selectId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const entity = searchParams.get('entity') ?? '';
  const audit = useAudit(entity);

  return (
    <>
      <PageTitle
        title="Audit log"
        description="Every change made in the console: the newest 200 entries, in India time."
      />
      <div className="mb-4 flex items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
          Record
        </label>
        <select
          id={selectId}
          className="form-input form-select w-auto py-2 text-sm"
          value={entity}
          onChange={(event) =>
            setSearchParams(event.target.value ? { entity: event.target.value } : {}, { replace: true })
          }
        >
          <option value="">All</option>
          {ENTITIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {audit.isPending ? (
        <LoadingStatus label="Loading the audit log" className="space-y-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </LoadingStatus>
      ) : audit.isError ? (
        <SectionError
          message={errorMessage(audit.error, 'Could not load the audit log.')}
          onRetry={() => void audit.refetch()}
        />
      ) : audit.data.length === 0 ? (
        <p className="card px-6 py-10 text-center text-slate-600">
          Nothing has been changed{entity ? ` in ${entity} records` : ''} yet.
        </p>
      ) : (
        <ol className="space-y-2">
          {audit.data.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </>
  );
}
