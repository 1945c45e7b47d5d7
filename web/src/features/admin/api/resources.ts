/**
 * The generic admin calls: a page of a resource, one record, create, change and delete, and
 * the choices a ref field offers. One implementation serves all sixteen resources.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, messageAnswerSchema } from '@/lib/api-client';
import type { RefSource, ResourceName } from '../model/fields';
import type { AdminRecord } from '../model/record';
import type { Payload } from '../rules/form-values';
import { adminKeys } from './keys';
import { type ListParams, listQuery } from './list-params';
import { itemAnswerSchema, recordPageSchema } from './schemas';
import { sendForm } from './send-form';

/** Staff work on data others change too: lists are refetched when shown again after a few seconds. */
export const ADMIN_STALE_MS = 10_000;

/**
 * Paging and sorting keep the current rows on screen until the next page arrives. (React
 * Query's keepPreviousData is this same identity function; importing it would add it to the
 * learners' first-load bundle, where React Query lives.)
 */
export function keepShownPage<Data>(previous: Data | undefined): Data | undefined {
  return previous;
}

/** The server's largest page, used for the choices of ref fields and filters. */
export const MAX_PAGE_SIZE = 200;

const resourcePath = (name: ResourceName, id?: number) =>
  id === undefined ? `/v1/admin/${name}` : `/v1/admin/${name}/${id}`;

export function listOptions(name: ResourceName, params: ListParams) {
  return queryOptions({
    queryKey: adminKeys.list(name, params),
    queryFn: ({ signal }) => apiGet(resourcePath(name), recordPageSchema, { query: listQuery(params), signal }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepShownPage,
  });
}

export function useResourceList(name: ResourceName, params: ListParams) {
  return useQuery(listOptions(name, params));
}

export function useRecord(name: ResourceName, id: number | null) {
  return useQuery({
    queryKey: adminKeys.item(name, id ?? 0),
    queryFn: async ({ signal }) => (await apiGet(resourcePath(name, id ?? 0), itemAnswerSchema, { signal })).item,
    enabled: id !== null,
    staleTime: ADMIN_STALE_MS,
  });
}

/** Up to 200 records of a resource, by name, for a select (ref fields, filters). */
export function choicesOptions(ref: RefSource) {
  return queryOptions({
    queryKey: adminKeys.choices(ref),
    queryFn: async ({ signal }) => {
      const query = { ...ref.filter, sort: 'name', order: 'asc', pageSize: MAX_PAGE_SIZE };
      return (await apiGet(resourcePath(ref.resource), recordPageSchema, { query, signal })).items;
    },
    staleTime: 60_000,
  });
}

/** After any write, every cached view of the resource (lists, records, choices) is stale. */
function useInvalidateResource(name: ResourceName) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.resource(name) });
}

interface SaveVariables {
  /** null creates a record; an id changes that one. */
  id: number | null;
  payload: Payload;
  onProgress?: (sent: number) => void;
}

export function saveRecord(name: ResourceName, { id, payload, onProgress }: SaveVariables): Promise<AdminRecord> {
  const method = id === null ? 'POST' : 'PATCH';
  return sendForm(resourcePath(name, id ?? undefined), method, payload, itemAnswerSchema, onProgress).then(
    (answer) => answer.item,
  );
}

export function useSaveRecord(name: ResourceName) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateResource(name);
  return useMutation({
    mutationFn: (variables: SaveVariables) => saveRecord(name, variables),
    onSuccess: (record) => {
      queryClient.setQueryData(adminKeys.item(name, record.id), record);
      void invalidate();
    },
  });
}

export function useDeleteRecord(name: ResourceName) {
  const invalidate = useInvalidateResource(name);
  return useMutation({
    mutationFn: (id: number) => apiRequest(resourcePath(name, id), { method: 'DELETE', schema: messageAnswerSchema }),
    onSuccess: () => invalidate(),
  });
}

/**
 * Copies a record with what it holds, as a new unpublished record (a prelims test with its
 * questions: docs/product.md, "Duplicating a test"), and answers the copy.
 */
export function useDuplicateRecord(name: ResourceName) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateResource(name);
  return useMutation({
    mutationFn: async (id: number) =>
      (await apiRequest(`${resourcePath(name, id)}/duplicate`, { method: 'POST', schema: itemAnswerSchema })).item,
    onSuccess: (copy) => {
      queryClient.setQueryData(adminKeys.item(name, copy.id), copy);
      void invalidate();
    },
  });
}
