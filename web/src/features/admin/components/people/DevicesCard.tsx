import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import { type Device, useSignOutDevice } from '../../api/people';
import { formatDateTime } from '../../rules/india-time';
import { DataTable, type TableColumn } from '../list/DataTable';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { rowDanger } from '../ui/row-action';

const KINDS: Record<string, string> = { phone: 'Phone', tablet: 'Tablet', computer: 'Computer' };

/** "Chrome on Android", or what is known of it. */
function deviceName(device: Device): string {
  if (device.browser && device.os) return `${device.browser} on ${device.os}`;
  return device.browser || device.os || 'Unknown browser';
}

const COLUMNS: TableColumn<Device>[] = [
  {
    label: 'Device',
    render: (device) => (
      <>
        <span className="font-medium text-navy-900">{deviceName(device)}</span>
        {KINDS[device.kind] && <span className="block text-xs text-slate-600">{KINDS[device.kind]}</span>}
      </>
    ),
  },
  {
    label: 'Signed in',
    render: (device) => <span className="whitespace-nowrap">{formatDateTime(device.signedInAt)}</span>,
  },
  {
    label: 'Last seen',
    render: (device) => <span className="whitespace-nowrap">{formatDateTime(device.lastSeenAt)}</span>,
  },
  { label: 'Where', render: (device) => <span className="font-mono text-xs">{device.address || '—'}</span> },
];

/**
 * The learner's signed-in devices (docs/product.md, "A learner in the console"): staff sign
 * one out, or all, and the learner's next call there is told the session has expired.
 */
export function DevicesCard({ learnerId, devices }: { learnerId: number; devices: readonly Device[] }) {
  const headingId = useId();
  const signOut = useSignOutDevice(learnerId);
  // The device to sign out; 'all' for every one.
  const [asking, setAsking] = useState<Device | 'all' | null>(null);

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-lg font-bold text-navy-900">
          Devices
        </h2>
        {devices.length > 1 && (
          <button
            type="button"
            className="btn btn-outline px-3 py-1.5 text-sm"
            onClick={() => {
              signOut.reset();
              setAsking('all');
            }}
          >
            Sign out every device
          </button>
        )}
      </div>
      <DataTable
        caption="Signed-in devices"
        columns={COLUMNS}
        rows={devices}
        rowKey={(device) => device.id}
        status="success"
        empty="Not signed in anywhere."
        actions={(device) => (
          <button
            type="button"
            className={rowDanger}
            onClick={() => {
              signOut.reset();
              setAsking(device);
            }}
          >
            Sign out<span className="sr-only"> {deviceName(device)}</span>
          </button>
        )}
      />
      {asking && (
        <ConfirmDialog
          title={asking === 'all' ? 'Sign out every device?' : `Sign out ${deviceName(asking)}?`}
          confirmLabel="Sign out"
          pendingLabel="Signing out..."
          pending={signOut.isPending}
          error={signOut.isError ? errorMessage(signOut.error, 'Could not sign the device out.') : null}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            signOut.mutate(asking === 'all' ? null : asking.id, {
              onSuccess: ({ message }) => {
                toast.success(message || 'Signed out.');
                setAsking(null);
              },
            })
          }
        >
          <p>
            {asking === 'all'
              ? 'The learner is signed out everywhere, on every server, at once.'
              : 'The learner is signed out on this device, on every server, at once.'}{' '}
            Their next action there asks them to sign in again. The sign-out is written in the audit log.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
