/** Learners (accounts of every role), their access and orders, and the orders list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiRequest, messageAnswerSchema } from '@/lib/api-client';
import { adminKeys } from './keys';
import { type ListParams, listQuery } from './list-params';
import { ADMIN_STALE_MS, keepShownPage } from './resources';
import { pageSchema, text } from './schemas';

const instant = z.nullish(z.string());

const learnerSchema = z.object({
  id: z.number(),
  uniqueId: text,
  name: text,
  email: text,
  mobile: text,
  role: text,
  city: text,
  targetYear: text,
  createdAt: z.string(),
  lastLoginAt: instant,
  disabledAt: instant,
});

const orderSchema = z.object({
  id: z.number(),
  reference: z.string(),
  userId: z.number(),
  email: text,
  subscription: text,
  amount: z.number(),
  status: z.string(),
  provider: text,
  paymentId: z.nullish(z.string()),
  refundStatus: z.string(),
  refundReason: text,
  createdAt: z.string(),
  paidAt: instant,
});

const holdingSchema = z.object({
  subscriptionId: z.number(),
  subscription: text,
  source: text,
  startsAt: z.string(),
  expiresAt: instant,
  revokedAt: instant,
});

/** A live session of the learner (docs/product.md, "Devices"). */
const deviceSchema = z.object({
  id: z.number(),
  browser: text,
  os: text,
  kind: text,
  address: text,
  signedInAt: z.string(),
  lastSeenAt: z.string(),
});

const attemptSchema = z.object({
  id: z.number(),
  testId: z.number(),
  testName: text,
  attemptNo: z.number(),
  status: z.string(),
  startedAt: z.string(),
  submittedAt: instant,
  score: z.nullish(z.number()),
  totalMarks: z.number(),
  ranked: z.boolean(),
  rank: z.nullish(z.number()),
});

const answerSchema = z.object({
  uploadId: z.number(),
  testId: z.number(),
  testName: text,
  uploadedAt: z.string(),
  status: z.string(),
  marks: z.nullish(z.number()),
  maximumScore: z.number(),
  evaluatedAt: instant,
  evaluator: z.nullish(z.string()),
});

export type Learner = z.infer<typeof learnerSchema>;
export type Device = z.infer<typeof deviceSchema>;
export type LearnerAttempt = z.infer<typeof attemptSchema>;
export type LearnerAnswer = z.infer<typeof answerSchema>;
export type Order = z.infer<typeof orderSchema>;
export type Holding = z.infer<typeof holdingSchema>;

const learnerDetailSchema = z.object({
  learner: learnerSchema,
  entitlements: z.array(holdingSchema),
  orders: z.array(orderSchema),
  devices: z.array(deviceSchema),
});

export function useLearners(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.learnerList(params),
    queryFn: ({ signal }) =>
      apiGet('/v1/admin/learners', pageSchema(learnerSchema), { query: listQuery(params), signal }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepShownPage,
  });
}

export function useLearner(id: number) {
  return useQuery({
    queryKey: adminKeys.learner(id),
    queryFn: ({ signal }) => apiGet(`/v1/admin/learners/${id}`, learnerDetailSchema, { signal }),
    staleTime: ADMIN_STALE_MS,
  });
}

/** A page of the learner's prelims attempts, the latest started first. */
export function useLearnerAttempts(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.learnerWork(id, 'prelims-attempts', page, pageSize),
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/learners/${id}/prelims-attempts`, pageSchema(attemptSchema), {
        query: { page, pageSize },
        signal,
      }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepShownPage,
  });
}

/** A page of the learner's current mains answers, the latest uploaded first. */
export function useLearnerAnswers(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: adminKeys.learnerWork(id, 'mains-answers', page, pageSize),
    queryFn: ({ signal }) =>
      apiGet(`/v1/admin/learners/${id}/mains-answers`, pageSchema(answerSchema), { query: { page, pageSize }, signal }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepShownPage,
  });
}

/** Signs the learner out of one device, or of every device when none is named. */
export function useSignOutDevice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: number | null) =>
      apiRequest(
        sessionId === null ? `/v1/admin/learners/${id}/devices` : `/v1/admin/learners/${id}/devices/${sessionId}`,
        {
          method: 'DELETE',
          schema: messageAnswerSchema,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.learner(id) }),
  });
}

function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.learners() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
    ]);
}

/** Changes the role, or disables (ending every session) or re-enables the account. */
export function useUpdateLearner(id: number) {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (changes: { role?: string; disabled?: boolean }) =>
      apiRequest(`/v1/admin/learners/${id}`, { method: 'PATCH', body: changes, schema: messageAnswerSchema }),
    onSuccess: () => invalidate(),
  });
}

/** Gives the learner a subscription for `days` (empty: without an end). */
export function useGrant(id: number) {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: ({ subscriptionId, days }: { subscriptionId: string; days: string }) =>
      apiRequest(`/v1/admin/learners/${id}/grants`, {
        method: 'POST',
        body: { subscriptionId, days: days.trim() || undefined },
        schema: messageAnswerSchema,
      }),
    onSuccess: () => invalidate(),
  });
}

/** Ends the learner's access to a subscription now. */
export function useRevoke(id: number) {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (subscriptionId: number) =>
      apiRequest(`/v1/admin/learners/${id}/grants/${subscriptionId}`, {
        method: 'DELETE',
        schema: messageAnswerSchema,
      }),
    onSuccess: () => invalidate(),
  });
}

export function useOrders(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.orderList(params),
    queryFn: ({ signal }) => apiGet('/v1/admin/orders', pageSchema(orderSchema), { query: listQuery(params), signal }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepShownPage,
  });
}

/** Records that a payment flagged for refund (a duplicate payment) was refunded. */
export function useMarkRefunded() {
  const invalidate = useInvalidatePeople();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiRequest(`/v1/admin/orders/${orderId}/refunded`, { method: 'POST', schema: messageAnswerSchema }),
    onSuccess: () => invalidate(),
  });
}
