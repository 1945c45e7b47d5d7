import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { fetchDynamicContent } from '../dynamic-content';
import { choiceKeys } from './keys';
import { targetYearSchema, type TargetYear } from './schemas';
import { OFFERED_TARGET_YEARS } from './target-year-defaults';

/** Exam years a learner can aim for (the profile's target-year choices). */
const responseSchema = z.object({ targetYears: z.array(targetYearSchema) });

export async function getTargetYears(signal?: AbortSignal): Promise<TargetYear[]> {
  const answer = await fetchDynamicContent('target-years', responseSchema, signal);
  return answer.targetYears;
}

export function targetYearsQueryOptions() {
  return queryOptions({ queryKey: choiceKeys.list('target-years'), queryFn: ({ signal }) => getTargetYears(signal) });
}

export function useTargetYears() {
  return useQuery(targetYearsQueryOptions());
}

/** The target years to offer, as plain strings. */
export function useTargetYearChoices(): readonly string[] {
  const { data } = useTargetYears();
  return data && data.length > 0 ? data.map((entry) => entry.year) : OFFERED_TARGET_YEARS;
}
