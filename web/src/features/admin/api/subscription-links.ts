/**
 * A subscription's libraries and tags, read from and saved to their own admin calls. Saving
 * replaces each list as a whole, in the order given.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zAdminGetLibrariesResponse, zAdminGetTagsResponse } from '@/api/generated/zod.gen';
import { apiGet, apiRequest, messageAnswerSchema } from '@/lib/api-client';
import { adminKeys } from './keys';

const libraryIdsSchema = z.pick(zAdminGetLibrariesResponse, { libraryIds: true });
const tagsSchema = z.pick(zAdminGetTagsResponse, { tags: true });

export interface SubscriptionLinks {
  libraryIds: number[];
  tags: string[];
}

async function getLinks(id: number, signal: AbortSignal): Promise<SubscriptionLinks> {
  const [{ libraryIds }, { tags }] = await Promise.all([
    apiGet(`/v1/admin/subscriptions/${id}/libraries`, libraryIdsSchema, { signal }),
    apiGet(`/v1/admin/subscriptions/${id}/tags`, tagsSchema, { signal }),
  ]);
  return { libraryIds, tags };
}

/** The libraries another subscription opens, in its order, read when staff copy them ('Copy libraries from…'). */
export function subscriptionLibrariesOptions(id: number) {
  return queryOptions({
    queryKey: [...adminKeys.subscriptionLinks(id), 'libraries'],
    queryFn: async ({ signal }) =>
      (await apiGet(`/v1/admin/subscriptions/${id}/libraries`, libraryIdsSchema, { signal })).libraryIds,
    staleTime: 0,
  });
}

export function useSubscriptionLinks(id: number) {
  return useQuery({
    queryKey: adminKeys.subscriptionLinks(id),
    queryFn: ({ signal }) => getLinks(id, signal),
    staleTime: 0,
  });
}

function repeated(name: string, values: readonly (string | number)[]): URLSearchParams {
  return new URLSearchParams(values.map((value) => [name, String(value)]));
}

function useSaveList(id: number, path: 'libraries' | 'tags', name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: readonly (string | number)[]) =>
      apiRequest(`/v1/admin/subscriptions/${id}/${path}`, {
        method: 'PUT',
        body: repeated(name, values),
        schema: messageAnswerSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.resource('subscriptions') }),
  });
}

/** Replaces the libraries the subscription opens, in this order. */
export function useSaveLibraries(id: number) {
  return useSaveList(id, 'libraries', 'libraryIds');
}

/** Replaces the subscription's tags, in this order. */
export function useSaveTags(id: number) {
  return useSaveList(id, 'tags', 'tags');
}
