import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { libraryKeys } from './keys';
import { type DailyStreak, dailyStreakSchema, listAnswer, type MainsTest, mainsTestSchema } from './schemas';

const mainsTestsAnswer = z.extend(listAnswer(mainsTestSchema), { dailyStreak: dailyStreakSchema });

export interface MainsTestsOfSeries {
  tests: MainsTest[];
  dailyStreak: DailyStreak;
}

export async function getMainsTests(
  subscriptionId: number,
  mainsTestSeriesId: number,
  signal?: AbortSignal,
): Promise<MainsTestsOfSeries> {
  const answer = await apiGet('/v1/modules/mains/questions/list', mainsTestsAnswer, {
    query: { subscriptionId, mainsTestSeriesId },
    signal,
  });
  return { tests: answer.responseResult, dailyStreak: answer.dailyStreak };
}

export function mainsTestsQueryOptions(subscriptionId: number, mainsTestSeriesId: number) {
  return queryOptions({
    queryKey: libraryKeys.mainsTests(subscriptionId, mainsTestSeriesId),
    queryFn: ({ signal }) => getMainsTests(subscriptionId, mainsTestSeriesId, signal),
    // Windows open and close and evaluations arrive: never show an old answer for long.
    staleTime: 30_000,
  });
}

export function useMainsTests(subscriptionId: number, mainsTestSeriesId: number) {
  return useQuery(mainsTestsQueryOptions(subscriptionId, mainsTestSeriesId));
}
