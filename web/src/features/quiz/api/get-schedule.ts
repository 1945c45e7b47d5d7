import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zLiveTestScheduleResponse } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';
import { apiGet } from '@/lib/api-client';
import { clockOffsetMs } from '../rules/server-clock';
import { quizKeys } from './keys';
import { type ScheduledTest, scheduledTestSchema } from './schemas';

const scheduleAnswerSchema = reading(z.pick(zLiveTestScheduleResponse, { body: true }), {
  body: reading(zLiveTestScheduleResponse.shape.body, { data: z.array(scheduledTestSchema) }),
});

export interface Schedule {
  tests: ScheduledTest[];
  /** How far the server's clock is ahead of this device's (see server-clock.ts). */
  clockOffsetMs: number;
}

/** The learner's live schedule: the windows not yet closed in their series, by opening. */
export async function getSchedule(signal?: AbortSignal): Promise<Schedule> {
  const sentAt = Date.now();
  const answer = await apiGet('/v1/modules/tests/schedule', scheduleAnswerSchema, { signal });
  const { serverNow, data } = answer.body;
  return { tests: data, clockOffsetMs: serverNow ? clockOffsetMs(serverNow, sentAt, Date.now()) : 0 };
}

export function scheduleQueryOptions() {
  // A minute is fresh enough: the page works each window's phase out on the server's clock.
  return queryOptions({
    queryKey: quizKeys.schedule(),
    queryFn: ({ signal }) => getSchedule(signal),
    staleTime: 60_000,
  });
}

export function useSchedule(enabled: boolean) {
  return useQuery({ ...scheduleQueryOptions(), enabled });
}
