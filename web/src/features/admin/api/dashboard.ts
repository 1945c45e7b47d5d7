import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { ADMIN_STALE_MS } from './resources';
import { adminKeys } from './keys';

const dayCountSchema = z.object({ day: z.string(), count: z.number(), amount: z.number() });
const count = z.pipe(
  z.nullish(z.number()),
  z.transform((value) => value ?? 0),
);

const dashboardSchema = z.object({
  days: z.number(),
  since: z.string(),
  signups: z.array(dayCountSchema),
  sales: z.array(dayCountSchema),
  enquiries: z.array(dayCountSchema),
  testsTaken: z.number(),
  answersAwaiting: z.number(),
  newLeads: count,
  refundsFlagged: count,
  learners: count,
  /** The period's payments staff refunded, which the sales leave out. */
  refunded: z._default(z.object({ count: z.number(), amount: z.number() }), { count: 0, amount: 0 }),
});

export type DayCount = z.infer<typeof dayCountSchema>;
export type Dashboard = z.infer<typeof dashboardSchema>;

export function useDashboard(days: number) {
  return useQuery({
    queryKey: adminKeys.dashboard(days),
    queryFn: ({ signal }) => apiGet('/v1/admin/dashboard', dashboardSchema, { query: { days }, signal }),
    staleTime: ADMIN_STALE_MS,
  });
}
