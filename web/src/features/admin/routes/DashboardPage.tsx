import { ClipboardCheck, Inbox, ListChecks, HandCoins, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/pricing';
import { type Dashboard, useDashboard } from '../api/dashboard';
import { BarChart } from '../components/dashboard/BarChart';
import { StatCard } from '../components/dashboard/StatCard';
import { PageTitle } from '../components/ui/PageTitle';
import { dailySeries, totals } from '../rules/dashboard';
import { EVALUATION_PATH } from '../rules/navigation';
import { countOf } from '../rules/words';

const PERIODS = [7, 30, 90] as const;

function Charts({ data }: { data: Dashboard }) {
  const signups = dailySeries(data.since, data.days, data.signups);
  const sales = dailySeries(data.since, data.days, data.sales);
  const enquiries = dailySeries(data.since, data.days, data.enquiries);
  const salesTotal = totals(sales);
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <BarChart
        title="Sign-ups"
        total={countOf(totals(signups).count, 'learner', 'learners')}
        bars={signups.map((point) => ({
          day: point.day,
          value: point.count,
          text: countOf(point.count, 'sign-up', 'sign-ups'),
        }))}
        formatValue={String}
      />
      <BarChart
        title="Sales, net of refunds"
        total={`${formatRupees(salesTotal.amount)} · ${countOf(salesTotal.count, 'sale', 'sales')}${
          data.refunded.count > 0
            ? ` (${formatRupees(data.refunded.amount)} refunded, ${countOf(data.refunded.count, 'order', 'orders')})`
            : ''
        }`}
        bars={sales.map((point) => ({
          day: point.day,
          value: point.amount,
          text: `${countOf(point.count, 'sale', 'sales')}, ${formatRupees(point.amount)}`,
        }))}
        formatValue={formatRupees}
        tone="fill-saffron-500"
      />
      <BarChart
        title="Enquiries"
        total={countOf(totals(enquiries).count, 'lead', 'leads')}
        bars={enquiries.map((point) => ({
          day: point.day,
          value: point.count,
          text: countOf(point.count, 'enquiry', 'enquiries'),
        }))}
        formatValue={String}
        tone="fill-emerald-600"
      />
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <LoadingStatus label="Loading the dashboard" className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-20" />
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-72" />
        ))}
      </div>
    </LoadingStatus>
  );
}

/** The day's numbers at a glance, and sign-ups, sales and leads by day. */
export function DashboardPage() {
  const periodId = useId();
  const [days, setDays] = useState<number>(30);
  const dashboard = useDashboard(days);
  const data = dashboard.data;

  return (
    <>
      <PageTitle
        title="Dashboard"
        description="Days are India-time calendar days."
        actions={
          <div className="flex items-center gap-2">
            <label htmlFor={periodId} className="text-sm font-medium text-slate-700">
              Period
            </label>
            <select
              id={periodId}
              className="form-input form-select w-auto py-2 text-sm"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
            >
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  Last {period} days
                </option>
              ))}
            </select>
          </div>
        }
      />
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <SectionError
          message={errorMessage(dashboard.error, 'Could not load the dashboard.')}
          onRetry={() => void dashboard.refetch()}
        />
      ) : data ? (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
            <StatCard label="Learners" value={data.learners} icon={Users} to="/admin/learners" />
            <StatCard label="Tests taken" value={data.testsTaken} icon={ListChecks} detail={`Last ${data.days} days`} />
            <StatCard
              label="Answers to evaluate"
              value={data.answersAwaiting}
              icon={ClipboardCheck}
              to={EVALUATION_PATH}
              attention={data.answersAwaiting > 0}
            />
            <StatCard
              label="New leads"
              value={data.newLeads}
              icon={Inbox}
              to="/admin/leads?status=new"
              attention={data.newLeads > 0}
            />
            <StatCard
              label="Refunds flagged"
              value={data.refundsFlagged}
              icon={HandCoins}
              to="/admin/orders?refund_status=flagged"
              attention={data.refundsFlagged > 0}
            />
          </div>
          <Charts data={data} />
        </div>
      ) : null}
    </>
  );
}
