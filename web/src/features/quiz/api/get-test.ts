import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zListTestsResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiRequest } from '@/lib/api-client';
import { isUnreadableAnswer } from '../rules/failures';
import { NO_TESTS_AVAILABLE } from '../rules/messages';
import { clockOffsetMs } from '../rules/server-clock';
import { quizKeys } from './keys';
import { type Test, testSchema } from './schemas';

const testsAnswerSchema = reading(z.pick(zListTestsResponse, { body: true }), {
  body: reading(zListTestsResponse.shape.body, { data: z.array(testSchema) }),
});

/**
 * A test as the start page reads it, with how far the server's clock is ahead of this device's
 * (from the list's `serverNow`; 0 from an older server): the waiting room counts down to the
 * window's opening on the server's clock.
 */
export type ListedTest = Test & { clockOffsetMs: number };

/** The tests call answered no test (an empty list) or nothing readable: the start page has nothing to show. */
export class NoTestsAvailable extends Error {
  constructor() {
    super(NO_TESTS_AVAILABLE);
    this.name = 'NoTestsAvailable';
  }
}

/** The test a quiz address names (403 for non-subscribers, 404 for an unknown slug). */
export async function getTestBySlug(slug: string, signal?: AbortSignal): Promise<ListedTest> {
  let tests: Test[];
  let offsetMs = 0;
  try {
    const sentAt = Date.now();
    const answer = await apiRequest('/v1/modules/tests', {
      method: 'POST',
      body: { slug },
      schema: testsAnswerSchema,
      signal,
    });
    const { serverNow } = answer.body;
    if (serverNow) offsetMs = clockOffsetMs(serverNow, sentAt, Date.now());
    tests = answer.body.data;
  } catch (error) {
    if (isUnreadableAnswer(error)) throw new NoTestsAvailable();
    throw error;
  }
  const test = tests.find((candidate) => candidate.slug === slug) ?? tests[0];
  if (!test) throw new NoTestsAvailable();
  return { ...test, clockOffsetMs: offsetMs };
}

export function testQueryOptions(slug: string) {
  // The test list is cached 5 minutes (the app's default freshness): the clock offset measured
  // with it stays true, and the window's phase is worked out from the times, not from the list.
  return queryOptions({ queryKey: quizKeys.test(slug), queryFn: ({ signal }) => getTestBySlug(slug, signal) });
}

export function useTestBySlug(slug: string, enabled: boolean) {
  return useQuery({ ...testQueryOptions(slug), enabled });
}
