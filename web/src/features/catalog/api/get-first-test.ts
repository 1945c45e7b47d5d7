import { z } from 'zod/mini';
import { zListPrelimsLibraryResponse } from '@/api/generated/zod.gen';
import { elementOf, reading } from '@/api/reading';
import { apiGet } from '@/lib/api-client';

// Only the slugs: the library's own reading is in features/libraries.
const libraryTest = elementOf(zListPrelimsLibraryResponse.shape.responseResult);
const answerSchema = reading(z.omit(zListPrelimsLibraryResponse, { status: true, message: true }), {
  responseResult: z.array(z.pick(libraryTest, { slug: true })),
});

/** The first test of a subscription's prelims tests, in the library's order; null when it has none. */
export async function getFirstTestSlug(subscriptionId: number): Promise<string | null> {
  const answer = await apiGet('/v1/modules/tests/library', answerSchema, { query: { subscriptionId } });
  return answer.responseResult[0]?.slug ?? null;
}
