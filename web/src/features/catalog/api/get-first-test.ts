import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

const answerSchema = z.object({ responseResult: z.array(z.object({ slug: z.string() })) });

/** The first test of a subscription's prelims tests, in the library's order; null when it has none. */
export async function getFirstTestSlug(subscriptionId: number): Promise<string | null> {
  const answer = await apiGet('/v1/modules/tests/library', answerSchema, { query: { subscriptionId } });
  return answer.responseResult[0]?.slug ?? null;
}
