import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { zMarkNotificationsReadResponse, zNotification, zNotificationsResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiGet, apiRequest, messageAnswerSchema } from '@/lib/api-client';
import { ACCOUNT_SCOPE } from '@/lib/query-client';

/** A notice (docs/openapi.yaml, Notification); a kind this app does not know yet is shown, not refused. */
const noticeSchema = reading(zNotification, { kind: z.string() });
export type Notice = z.infer<typeof noticeSchema>;

const bellSchema = reading(z.omit(zNotificationsResponse, { status: true }), { notifications: z.array(noticeSchema) });
export type Bell = z.infer<typeof bellSchema>;

export const notificationKeys = {
  bell: () => [ACCOUNT_SCOPE, 'notifications'] as const,
  /** The bell as read in one language: the server writes each notice in the language asked. */
  bellIn: (language: string) => [...notificationKeys.bell(), language] as const,
};

/**
 * The bell's notifications: read when a page opens and when the learner comes back to the tab,
 * and every five minutes while it stays open (news is rarely more urgent than that, and twenty
 * thousand learners asking every minute would be a load of its own). Only with a session: the
 * header shows the bell to signed-in learners alone. The server writes every notice in the
 * language the call asks for, whatever language it was sent in, so a switch of language reads
 * the bell again (docs/product.md, "Notifications").
 */
export function useBell() {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: notificationKeys.bellIn(i18n.language),
      queryFn: ({ signal }) => apiGet('/v1/modules/notifications', bellSchema, { signal }),
      refetchInterval: 5 * 60_000,
      refetchOnWindowFocus: true,
    }),
  );
}

/** Marks one notification read, or (without an id) all of them. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      apiRequest('/v1/modules/notifications/read', {
        method: 'POST',
        body: id === undefined ? {} : { id: String(id) },
        schema: z.omit(zMarkNotificationsReadResponse, { status: true }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.bell() }),
  });
}

/** The e-mail's unsubscribe link (its u, k and t), confirmed on its page; no session needed. */
export function unsubscribe(link: { u: string; k: string; t: string }) {
  return apiRequest('/v1/notifications/unsubscribe', {
    method: 'POST',
    query: link,
    schema: messageAnswerSchema,
    redirectOnUnauthorized: false,
  });
}
