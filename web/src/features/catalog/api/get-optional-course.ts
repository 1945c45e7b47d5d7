import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zGetOptionalCourseResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiGet } from '@/lib/api-client';
import { CATALOG_STALE_TIME_MS, catalogKeys } from './keys';
import { optionalSubjectSchema, optionalTypeSchema, subscriptionSchema } from './schemas';
import { useViewer } from './viewer';

const optionalCourseAnswerSchema = reading(z.omit(zGetOptionalCourseResponse, { status: true }), {
  optional: optionalSubjectSchema,
  type: optionalTypeSchema,
  responseResult: z.array(subscriptionSchema),
});
export type OptionalCourse = z.infer<typeof optionalCourseAnswerSchema>;

/** One resource type of an optional subject with its subscriptions (the page shows the first). */
export async function getOptionalCourse(optionalId: string, typeId: string, signal?: AbortSignal) {
  const path = `/v1/modules/optionals/${encodeURIComponent(optionalId)}/types/${encodeURIComponent(typeId)}`;
  return apiGet(path, optionalCourseAnswerSchema, { signal });
}

export function optionalCourseQueryOptions(viewer: string, optionalId: string, typeId: string) {
  return queryOptions({
    queryKey: catalogKeys.optionalCourse(viewer, optionalId, typeId),
    queryFn: ({ signal }) => getOptionalCourse(optionalId, typeId, signal),
    staleTime: CATALOG_STALE_TIME_MS,
    refetchOnWindowFocus: true,
  });
}

export function useOptionalCourse(optionalId: string, typeId: string) {
  const viewer = useViewer();
  return useQuery(optionalCourseQueryOptions(viewer, optionalId, typeId));
}
