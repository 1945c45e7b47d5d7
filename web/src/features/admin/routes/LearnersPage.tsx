import { Link } from 'react-router';
import { type Learner, useLearners } from '../api/people';
import type { TableColumn } from '../components/list/DataTable';
import { ResourceTable } from '../components/list/ResourceTable';
import { TitleCell } from '../components/list/cells';
import { useListState } from '../components/list/use-list-state';
import { RoleBadge, ROLES } from '../components/people/RoleBadge';
import { Badge } from '../components/ui/Badge';
import { PageTitle } from '../components/ui/PageTitle';
import { rowPrimary } from '../components/ui/row-action';
import type { FilterSpec } from '../model/resource';
import { formatDate, formatDateTime } from '../rules/india-time';

const FILTERS: readonly FilterSpec[] = [{ name: 'role', label: 'Role', choices: ROLES }];

const COLUMNS: TableColumn<Learner>[] = [
  { label: 'Name', render: (learner) => <TitleCell title={learner.name} detail={learner.uniqueId} /> },
  { label: 'E-mail', render: (learner) => learner.email },
  { label: 'Mobile', className: 'tabular-nums', render: (learner) => learner.mobile },
  { label: 'Role', render: (learner) => <RoleBadge role={learner.role} /> },
  { label: 'Joined', render: (learner) => <span className="whitespace-nowrap">{formatDate(learner.createdAt)}</span> },
  {
    label: 'Last login',
    render: (learner) =>
      learner.lastLoginAt ? (
        <span>{formatDateTime(learner.lastLoginAt)}</span>
      ) : (
        <span className="text-slate-400">Never</span>
      ),
  },
  {
    label: 'Account',
    render: (learner) => (learner.disabledAt ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>),
  },
];

/** Every account, newest first: search by name, e-mail, student id or mobile. */
export function LearnersPage() {
  const state = useListState({ filters: FILTERS });
  const learners = useLearners(state.params);
  return (
    <>
      <PageTitle
        title="Learners"
        description="Accounts of learners and staff. Open one to see their access and orders."
      />
      <ResourceTable
        caption="Learners"
        columns={COLUMNS}
        state={state}
        query={learners}
        rowKey={(learner) => learner.id}
        search="Search name, e-mail, student id or mobile"
        filters={FILTERS}
        actions={(learner) => (
          <Link to={`/admin/learners/${learner.id}`} className={rowPrimary}>
            Open<span className="sr-only"> {learner.name}</span>
          </Link>
        )}
      />
    </>
  );
}
