import { DateTimeCell, TextCell, TitleCell } from '../../components/list/cells';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { type AdminRecord, textOf } from '../record';
import type { ResourceSpec } from '../resource';
import { formFields } from '../resource-fields';
import { choiceLabel, ENQUIRY_KINDS, ENQUIRY_STATUSES } from '../sections';
import { nameOf } from './shared';

const STATUS_TONES: Record<string, BadgeTone> = { new: 'amber', contacted: 'blue', enrolled: 'green', closed: 'grey' };

export function LeadStatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? 'grey'}>{choiceLabel(ENQUIRY_STATUSES, status)}</Badge>;
}

/** What the lead asked about: the subscription, or the course they named. */
export function leadInterest(record: AdminRecord): string {
  return textOf(record, 'subscription_name') || textOf(record, 'course_name');
}

/**
 * Leads come from the site's enquiry forms. Staff do not create them; they work them: status
 * and notes change in the inbox's detail panel (PATCH with only those two fields).
 */
export const enquiriesSpec: ResourceSpec = {
  name: 'enquiries',
  title: 'Leads',
  singular: 'lead',
  canCreate: false,
  fields: formFields('enquiries', {}, ['status', 'staff_notes']),
  columns: [
    { label: 'Received', sort: 'created_at', render: (record) => <DateTimeCell value={record.created_at} /> },
    {
      label: 'Name',
      sort: 'name',
      render: (record) => (
        <TitleCell
          title={nameOf(record)}
          detail={[textOf(record, 'mobile'), textOf(record, 'email')].filter(Boolean).join(' · ')}
        />
      ),
    },
    { label: 'Kind', render: (record) => choiceLabel(ENQUIRY_KINDS, textOf(record, 'kind')) },
    { label: 'Interested in', render: (record) => leadInterest(record) || <span className="text-slate-400">—</span> },
    { label: 'City', render: (record) => <TextCell record={record} field="city" /> },
    { label: 'Status', sort: 'status', render: (record) => <LeadStatusBadge status={textOf(record, 'status')} /> },
  ],
  search: 'Search name, e-mail, mobile, city',
  filters: [
    { name: 'status', label: 'Status', choices: ENQUIRY_STATUSES },
    { name: 'kind', label: 'Kind', choices: ENQUIRY_KINDS },
  ],
  defaultSort: { sort: 'created_at', order: 'desc' },
  titleOf: nameOf,
};
