/** Learners (accounts of every role), their access and orders, and the orders list. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  zAdminGetLearnerResponse,
  zAdminLearnerAnswersResponse,
  zAdminLearnerAttemptsResponse,
  zAdminListLearnersResponse,
  zAdminListOrdersResponse,
  type zAdminAccess,
  type zAdminLearner,
  type zAdminOrder,
} from '@/api/generated/zod.gen';
import { apiGet, apiRequest, messageAnswerSchema } from '@/lib/api-client';
import { adminKeys } from './keys';
import { type ListParams, listQuery } from './list-params';
import { ADMIN_STALE_MS, keepShownPage } from './resources';

// The answers as docs/openapi.yaml describes them, without their status.
const learnersSchema = z.omit(zAdminListLearnersResponse, { status: true });
const learnerDetailSchema = z.omit(zAdminGetLearnerResponse, { status: true });
const attemptsSchema = z.omit(zAdminLearnerAttemptsResponse, { status: true });
const answersSchema = z.omit(zAdminLearnerAnswersResponse, { status: true });
const ordersSchema = z.omit(zAdminListOrdersResponse, { status: true });

export type Learner = z.infer<typeof zAdminLearner>;
export type Holding = z.infer<typeof zAdminAccess>;
export type Order = z.infer<typeof zAdminOrder>;
/** A live session of the learner (docs/product.md, "Devices"). */
export type Device = z.infer<typeof learnerDetailSchema>['devices'][number];
export type LearnerAttempt = z.infer<typeof attemptsSchema>['items'][number];
export type LearnerAnswer = z.infer<typeof answersSchema>['items'][number];

export function useLearners(params: ListParams) {
  return useQuery({
    queryKey: adminKeys.learnerList(params),
    queryFn: ({ signal }) => apiGet('/v1/admin/learners', learnersSchema, { query: listQuery(params), signal }),
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
      apiGet(`/v1/admin/learners/${id}/prelims-attempts`, attemptsSchema, {
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
      apiGet(`/v1/admin/learners/${id}/mains-answers`, answersSchema, { query: { page, pageSize }, signal }),
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
    queryFn: ({ signal }) => apiGet('/v1/admin/orders', ordersSchema, { query: listQuery(params), signal }),
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
