import { useParams } from 'react-router';
import { useId } from 'react';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { errorMessage } from '@/lib/api-client';
import { type Learner, useLearner } from '../api/people';
import { DataTable } from '../components/list/DataTable';
import { AccessCard } from '../components/people/AccessCard';
import { AccountCard } from '../components/people/AccountCard';
import { DevicesCard } from '../components/people/DevicesCard';
import { AnswersSection, AttemptsSection } from '../components/people/LearnerWork';
import { orderColumns } from '../components/people/order-columns';
import { RoleBadge } from '../components/people/RoleBadge';
import { BackLink } from '@/components/ui/BackLink';
import { Fact } from '../components/ui/Fact';
import { PageTitle } from '../components/ui/PageTitle';
import { formatDate, formatDateTime } from '../rules/india-time';

const ORDER_COLUMNS = orderColumns(false);

function ProfileCard({ learner }: { learner: Learner }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        Profile
      </h2>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <Fact label="Student ID">{learner.uniqueId}</Fact>
        <Fact label="Role">
          <RoleBadge role={learner.role} />
        </Fact>
        <Fact label="E-mail">{learner.email}</Fact>
        <Fact label="Mobile">{learner.mobile}</Fact>
        <Fact label="City">{learner.city}</Fact>
        <Fact label="Target year">{learner.targetYear}</Fact>
        <Fact label="Joined">{formatDate(learner.createdAt)}</Fact>
        <Fact label="Last login">{learner.lastLoginAt ? formatDateTime(learner.lastLoginAt) : 'Never'}</Fact>
      </dl>
    </section>
  );
}

/**
 * One account: who they are, their role and access, what they hold and what they paid, the
 * devices they are signed in on, and their prelims attempts and mains answers.
 */
export function LearnerPage() {
  const id = Number(useParams().id);
  const detail = useLearner(id);
  const back = (
    <BackLink to="/admin/learners" className="mb-3">
      All learners
    </BackLink>
  );

  if (detail.isPending) {
    return (
      <>
        <PageTitle title="Learner" back={back} />
        <LoadingStatus label="Loading the learner" className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </LoadingStatus>
      </>
    );
  }
  if (detail.isError) {
    return (
      <>
        <PageTitle title="Learner" back={back} />
        <SectionError
          message={errorMessage(detail.error, 'Could not load the learner.')}
          onRetry={() => void detail.refetch()}
        />
      </>
    );
  }

  const { learner, entitlements, orders, devices } = detail.data;
  return (
    <>
      <PageTitle title={learner.name || learner.email} description={learner.email} back={back} />
      <div className="space-y-6">
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <ProfileCard learner={learner} />
          <AccountCard key={`${learner.role}-${learner.disabledAt ?? ''}`} learner={learner} />
        </div>
        <AccessCard learnerId={learner.id} holdings={entitlements} />
        <DevicesCard learnerId={learner.id} devices={devices} />
        <AttemptsSection learnerId={learner.id} />
        <AnswersSection learnerId={learner.id} />
        <section aria-label="Orders">
          <h2 className="mb-3 font-display text-lg font-bold text-navy-900">Orders</h2>
          <DataTable
            caption="Orders"
            columns={ORDER_COLUMNS}
            rows={orders}
            rowKey={(order) => order.id}
            status="success"
            empty="No orders."
          />
        </section>
      </div>
    </>
  );
}
