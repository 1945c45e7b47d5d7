import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zListOptionalsResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiGet } from '@/lib/api-client';
import { CATALOG_STALE_TIME_MS, catalogKeys } from './keys';
import { type OptionalSubject, optionalSubjectSchema } from './schemas';

const optionalsAnswerSchema = reading(z.omit(zListOptionalsResponse, { status: true }), {
  responseResult: z.array(optionalSubjectSchema),
});

/** Optional subjects with their resource types (the buttons on each card). */
export async function getOptionals(signal?: AbortSignal): Promise<OptionalSubject[]> {
  const answer = await apiGet('/v1/modules/optionals/list', optionalsAnswerSchema, { signal });
  return answer.responseResult;
}

export function optionalsQueryOptions() {
  return queryOptions({
    queryKey: catalogKeys.optionals(),
    queryFn: ({ signal }) => getOptionals(signal),
    staleTime: CATALOG_STALE_TIME_MS,
  });
}

export function useOptionals() {
  return useQuery(optionalsQueryOptions());
}
