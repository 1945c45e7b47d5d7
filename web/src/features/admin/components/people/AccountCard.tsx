import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import { type Learner, useUpdateLearner } from '../../api/people';
import { choiceLabel } from '../../model/sections';
import { useUnsavedChanges } from '../form/use-unsaved-changes';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ROLES } from './RoleBadge';

type Pending = { kind: 'role'; role: string } | { kind: 'disable' } | { kind: 'enable' };

function question(
  pending: Pending,
  name: string,
): { title: string; body: string; confirm: string; destructive: boolean } {
  switch (pending.kind) {
    case 'role':
      return {
        title: `Make ${name} ${pending.role === 'admin' ? 'an' : 'a'} ${choiceLabel(ROLES, pending.role).toLowerCase()}?`,
        body:
          pending.role === 'admin'
            ? 'Admins can change everything in this console, including other accounts.'
            : pending.role === 'evaluator'
              ? 'Evaluators can read and mark every mains answer.'
              : 'They will lose any staff access.',
        confirm: 'Change role',
        destructive: pending.role === 'admin',
      };
    case 'disable':
      return {
        title: `Disable ${name}’s account?`,
        body: 'They are logged out everywhere at once and cannot log in until the account is enabled again.',
        confirm: 'Disable account',
        destructive: true,
      };
    case 'enable':
      return {
        title: `Enable ${name}’s account?`,
        body: 'They can log in again.',
        confirm: 'Enable account',
        destructive: false,
      };
  }
}

/** The account's role and whether it may log in; both changes ask first. */
export function AccountCard({ learner }: { learner: Learner }) {
  const headingId = useId();
  const roleId = useId();
  const [role, setRole] = useState<string>(learner.role);
  const [savedRole, setSavedRole] = useState<string>(learner.role);
  const [pending, setPending] = useState<Pending | null>(null);
  const update = useUpdateLearner(learner.id);
  // docs/product.md, "Unsaved changes": a role chosen but not yet changed.
  useUnsavedChanges(role !== savedRole, 'the role');
  const asked = pending ? question(pending, learner.name) : null;

  const confirm = () => {
    if (!pending) return;
    const changes = pending.kind === 'role' ? { role: pending.role } : { disabled: pending.kind === 'disable' };
    update.mutate(changes, {
      onSuccess: () => {
        if (pending.kind === 'role') setSavedRole(pending.role);
        toast.success('Account saved.');
        setPending(null);
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
        Account
      </h2>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={roleId} className="mb-1.5 block text-sm font-medium text-navy-900">
            Role
          </label>
          <select
            id={roleId}
            className="form-input form-select"
            value={role}
            onChange={(event) => setRole(event.target.value)}
          >
            {ROLES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={role === savedRole}
          onClick={() => {
            update.reset();
            setPending({ kind: 'role', role });
          }}
        >
          Change role
        </button>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          {learner.disabledAt ? 'This account is disabled: it cannot log in.' : 'This account can log in.'}
        </p>
        <button
          type="button"
          className={
            learner.disabledAt
              ? 'btn btn-outline'
              : 'btn border border-rose-200 bg-white text-rose-700 hover:bg-rose-50'
          }
          onClick={() => {
            update.reset();
            setPending({ kind: learner.disabledAt ? 'enable' : 'disable' });
          }}
        >
          {learner.disabledAt ? 'Enable account' : 'Disable account'}
        </button>
      </div>
      {pending && asked && (
        <ConfirmDialog
          title={asked.title}
          confirmLabel={asked.confirm}
          pendingLabel="Saving..."
          destructive={asked.destructive}
          pending={update.isPending}
          error={update.isError ? errorMessage(update.error, 'Could not change the account.') : null}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        >
          <p>{asked.body}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
