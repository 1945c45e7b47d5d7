import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/pricing';
import { type Order, useMarkRefunded, useOrders } from '../api/people';
import { ResourceTable } from '../components/list/ResourceTable';
import { useListState } from '../components/list/use-list-state';
import { ORDER_STATUSES, orderColumns, REFUND_STATUSES } from '../components/people/order-columns';
import { ConfirmDialog } from '../components/ui/ConfirmDialog';
import { PageTitle } from '../components/ui/PageTitle';
import { rowPrimary } from '../components/ui/row-action';
import type { FilterSpec } from '../model/resource';

const FILTERS: readonly FilterSpec[] = [
  { name: 'status', label: 'Status', choices: ORDER_STATUSES },
  { name: 'refund_status', label: 'Refund', choices: REFUND_STATUSES },
];

const COLUMNS = orderColumns(true);

function MarkRefunded({ order, onClose }: { order: Order; onClose: () => void }) {
  const mark = useMarkRefunded();
  return (
    <ConfirmDialog
      title="Mark this payment refunded?"
      confirmLabel="Mark refunded"
      pendingLabel="Saving..."
      destructive={false}
      pending={mark.isPending}
      error={mark.isError ? errorMessage(mark.error, 'Could not mark the order refunded.') : null}
      onClose={onClose}
      onConfirm={() =>
        mark.mutate(order.id, {
          onSuccess: () => {
            toast.success(`Order ${order.reference} marked refunded.`);
            onClose();
          },
        })
      }
    >
      <p>
        Record that {formatRupees(order.amount)} paid for “{order.subscription}” by {order.email} (order{' '}
        {order.reference}) has been refunded through the payment gateway. Do this only after the refund has been made.
      </p>
    </ConfirmDialog>
  );
}

/** Every order, newest first; payments flagged for refund (duplicates) can be marked refunded. */
export function OrdersPage() {
  const state = useListState({ filters: FILTERS });
  const orders = useOrders(state.params);
  const [refunding, setRefunding] = useState<Order | null>(null);
  return (
    <>
      <PageTitle
        title="Orders"
        description="Payments at the server’s price. A second payment for the same subscription is flagged for refund."
      />
      <ResourceTable
        caption="Orders"
        columns={COLUMNS}
        state={state}
        query={orders}
        rowKey={(order) => order.id}
        search="Search e-mail, order or subscription"
        filters={FILTERS}
        actions={(order) =>
          order.refundStatus === 'flagged' ? (
            <button type="button" className={rowPrimary} onClick={() => setRefunding(order)}>
              Mark refunded<span className="sr-only"> order {order.reference}</span>
            </button>
          ) : null
        }
      />
      {refunding && <MarkRefunded order={refunding} onClose={() => setRefunding(null)} />}
    </>
  );
}
