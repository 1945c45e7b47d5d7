import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { quizKeys } from './keys';
import { type Test, testSchema } from './schemas';

const testsAnswerSchema = z.object({ body: z.object({ data: z.array(testSchema) }) });

/** The test a quiz address names (403 for non-subscribers, 404 for an unknown slug). */
export async function getTestBySlug(slug: string, signal?: AbortSignal): Promise<Test | null> {
  const answer = await apiRequest('/v1/modules/tests', {
    method: 'POST',
    body: { slug },
    schema: testsAnswerSchema,
    signal,
  });
  return answer.body.data.find((test) => test.slug === slug) ?? answer.body.data[0] ?? null;
}

export function testQueryOptions(slug: string) {
  // The test list is cached 5 minutes (the app's default freshness).
  return queryOptions({ queryKey: quizKeys.test(slug), queryFn: ({ signal }) => getTestBySlug(slug, signal) });
}

export function useTestBySlug(slug: string, enabled: boolean) {
  return useQuery({ ...testQueryOptions(slug), enabled });
}
