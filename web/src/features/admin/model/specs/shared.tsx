/** Columns and actions several resources share. */
import { FlagCell } from '../../components/list/cells';
import { formatDateTime } from '../../rules/india-time';
import { type AdminRecord, textOf } from '../record';
import type { ColumnSpec, ResourceSpec } from '../resource';

export const nameOf = (record: AdminRecord) => textOf(record, 'name') || `#${record.id}`;
export const titleOf = (record: AdminRecord) => textOf(record, 'title') || `#${record.id}`;

export const publishToggle: ResourceSpec['toggle'] = { field: 'is_published', on: 'Publish', off: 'Unpublish' };
export const activeToggle: ResourceSpec['toggle'] = { field: 'is_active', on: 'Activate', off: 'Deactivate' };

export const publishedColumn: ColumnSpec = {
  label: 'Status',
  render: (record) => <FlagCell record={record} field="is_published" on="Published" off="Draft" />,
};

export const activeColumn: ColumnSpec = {
  label: 'Status',
  render: (record) => <FlagCell record={record} field="is_active" on="Active" off="Inactive" />,
};

export const positionColumn: ColumnSpec = {
  label: 'Position',
  sort: 'position',
  className: 'text-right tabular-nums',
  render: (record) => textOf(record, 'position'),
};

/** A window such as a mains test's or a banner's: "from – to", in India time. */
export function windowColumn(label: string, start: string, end: string, sort?: string): ColumnSpec {
  return {
    label,
    sort,
    render: (record) => {
      const from = formatDateTime(textOf(record, start));
      const to = formatDateTime(textOf(record, end));
      if (!from && !to) return <span className="text-slate-400">Always</span>;
      return (
        <span className="text-xs leading-5 whitespace-nowrap">
          {from || 'Now'}
          <br />
          to {to || 'no end'}
        </span>
      );
    },
  };
}
