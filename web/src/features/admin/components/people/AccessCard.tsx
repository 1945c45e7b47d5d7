import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { errorMessage } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-errors';
import { useRefChoices } from '../../api/choices';
import { type Holding, useGrant, useRevoke } from '../../api/people';
import { grantSchema, type GrantValues } from '../../rules/grant-schema';
import { formatDate } from '../../rules/india-time';
import { DataTable, type TableColumn } from '../list/DataTable';
import { Badge } from '../ui/Badge';
import { useUnsavedChanges } from '../form/use-unsaved-changes';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { rowDanger } from '../ui/row-action';

const SUBSCRIPTIONS = { resource: 'subscriptions' } as const;

/** Whether access holds now: revoked, expired, or active. */
function holdingState(holding: Holding, now: number): 'revoked' | 'expired' | 'active' {
  if (holding.revokedAt) return 'revoked';
  if (holding.expiresAt && Date.parse(holding.expiresAt) <= now) return 'expired';
  return 'active';
}

const SOURCES: Record<string, string> = { payment: 'Bought', grant: 'Granted by staff', demo: 'Demo' };

const STATE_BADGES = {
  active: <Badge tone="green">Active</Badge>,
  expired: <Badge tone="grey">Expired</Badge>,
  revoked: <Badge tone="red">Revoked</Badge>,
};

function GrantForm({ learnerId }: { learnerId: number }) {
  const grant = useGrant(learnerId);
  const { choices, isPending } = useRefChoices(SUBSCRIPTIONS);
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<GrantValues>({ resolver: zodResolver(grantSchema), defaultValues: { subscriptionId: '', days: '' } });
  // docs/product.md, "Unsaved changes": access chosen but not yet granted.
  useUnsavedChanges(isDirty, 'the access to grant');

  const onSubmit = (values: GrantValues) => {
    setServerMessage(null);
    grant.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message || 'Access granted.');
        reset();
      },
      onError: (error) => {
        if (!showServerFieldErrors(error, setError, ['subscriptionId', 'days'])) {
          setServerMessage(errorMessage(error, 'Could not grant access.'));
        }
      },
    });
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      noValidate
      className="mt-5 border-t border-slate-200 pt-4"
    >
      <h3 className="text-sm font-semibold text-navy-900">Give access by hand</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start">
        <SelectField
          label="Subscription"
          required
          options={choices}
          emptyOption={isPending ? 'Loading…' : 'Choose a subscription'}
          error={errors.subscriptionId?.message}
          {...register('subscriptionId')}
        />
        <TextField
          label="Days"
          optional
          inputMode="numeric"
          hint="Empty: no end."
          error={errors.days?.message}
          {...register('days')}
        />
        <SubmitButton pending={grant.isPending} pendingLabel="Granting..." className="btn btn-navy sm:mt-7">
          Grant access
        </SubmitButton>
      </div>
      <div className="mt-3">
        <FormAlert message={serverMessage} />
      </div>
    </form>
  );
}

/** What the learner holds (bought or granted), with Revoke, and the form to grant more. */
export function AccessCard({ learnerId, holdings }: { learnerId: number; holdings: readonly Holding[] }) {
  const headingId = useId();
  const revoke = useRevoke(learnerId);
  const [revoking, setRevoking] = useState<Holding | null>(null);
  const [now] = useState(() => Date.now());

  const columns: TableColumn<Holding>[] = [
    { label: 'Subscription', render: (holding) => holding.subscription },
    { label: 'How', render: (holding) => SOURCES[holding.source] ?? holding.source },
    { label: 'From', render: (holding) => <span className="whitespace-nowrap">{formatDate(holding.startsAt)}</span> },
    {
      label: 'Until',
      render: (holding) => (
        <span className="whitespace-nowrap">{holding.expiresAt ? formatDate(holding.expiresAt) : 'No end'}</span>
      ),
    },
    { label: 'State', render: (holding) => STATE_BADGES[holdingState(holding, now)] },
  ];

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="mb-4 font-display text-lg font-bold text-navy-900">
        Subscriptions
      </h2>
      <DataTable
        caption="Subscriptions held"
        columns={columns}
        rows={holdings}
        rowKey={(holding) => holding.subscriptionId}
        status="success"
        empty="No subscriptions."
        actions={(holding) =>
          holdingState(holding, now) === 'active' ? (
            <button
              type="button"
              className={rowDanger}
              onClick={() => {
                revoke.reset();
                setRevoking(holding);
              }}
            >
              Revoke<span className="sr-only"> {holding.subscription}</span>
            </button>
          ) : null
        }
      />
      <GrantForm learnerId={learnerId} />
      {revoking && (
        <ConfirmDialog
          title="Revoke this access?"
          confirmLabel="Revoke"
          pendingLabel="Revoking..."
          pending={revoke.isPending}
          error={revoke.isError ? errorMessage(revoke.error, 'Could not revoke the access.') : null}
          onClose={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(revoking.subscriptionId, {
              onSuccess: () => {
                toast.success('Access revoked.');
                setRevoking(null);
              },
            })
          }
        >
          <p>The learner loses “{revoking.subscription}” at once. A payment is not refunded by this.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
