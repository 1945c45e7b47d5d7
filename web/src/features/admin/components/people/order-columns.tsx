import { Link } from 'react-router';
import { formatRupees } from '@/lib/pricing';
import type { Order } from '../../api/people';
import { formatDateTime } from '../../rules/india-time';
import { capitalised } from '../../rules/words';
import type { TableColumn } from '../list/DataTable';
import { TitleCell } from '../list/cells';
import { Badge, type BadgeTone } from '../ui/Badge';

const STATUS_TONES: Record<string, BadgeTone> = { paid: 'green', created: 'grey', failed: 'red', cancelled: 'grey' };
const REFUND_TONES: Record<string, BadgeTone> = { flagged: 'amber', refunded: 'blue' };

export const ORDER_STATUSES = [
  { value: 'created', label: 'Created' },
  { value: 'paid', label: 'Paid' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
];

export const REFUND_STATUSES = [
  { value: 'none', label: 'None' },
  { value: 'flagged', label: 'Flagged for refund' },
  { value: 'refunded', label: 'Refunded' },
];

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={STATUS_TONES[status] ?? 'grey'}>{capitalised(status)}</Badge>;
}

/** Refunds matter only when there is one: "none" shows nothing. */
export function RefundBadge({ order }: { order: Order }) {
  if (order.refundStatus === 'none') return <span className="text-slate-400">—</span>;
  return (
    <span className="inline-flex flex-col gap-0.5">
      <Badge tone={REFUND_TONES[order.refundStatus] ?? 'grey'}>
        {order.refundStatus === 'flagged' ? 'Refund due' : capitalised(order.refundStatus)}
      </Badge>
      {order.refundReason && <span className="text-xs text-slate-500">{order.refundReason}</span>}
    </span>
  );
}

/** The columns of an order list; `withLearner` adds who bought (the orders page, not a learner's own page). */
export function orderColumns(withLearner: boolean): TableColumn<Order>[] {
  return [
    {
      label: 'Order',
      render: (order) => <TitleCell title={order.reference} detail={formatDateTime(order.createdAt)} />,
    },
    ...(withLearner
      ? [
          {
            label: 'Learner',
            render: (order: Order) => (
              <Link
                to={`/admin/learners/${order.userId}`}
                className="text-navy-700 underline decoration-saffron-400 underline-offset-2 hover:text-navy-950"
              >
                {order.email}
              </Link>
            ),
          },
        ]
      : []),
    { label: 'Subscription', render: (order) => order.subscription },
    {
      label: 'Amount',
      className: 'text-right tabular-nums whitespace-nowrap',
      render: (order) => formatRupees(order.amount),
    },
    { label: 'Status', render: (order) => <OrderStatusBadge status={order.status} /> },
    { label: 'Refund', render: (order) => <RefundBadge order={order} /> },
    {
      label: 'Paid',
      render: (order) =>
        order.paidAt ? (
          <span className="whitespace-nowrap">{formatDateTime(order.paidAt)}</span>
        ) : (
          <span className="text-slate-400">—</span>
        ),
    },
  ];
}
