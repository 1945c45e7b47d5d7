/**
 * A prelims test's item statistics (docs/product.md, "How others did"): per question, its
 * difficulty and discrimination among the test's takers and how often each option was chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import { ADMIN_STALE_MS } from './resources';
import { text } from './schemas';

const itemOptionSchema = z.object({
  optionId: z.number(),
  label: z.string(),
  text,
  isCorrect: z.boolean(),
  /** Percentage of all takers who chose it. */
  chosenPct: z.number(),
});

const itemQuestionSchema = z.object({
  questionId: z.number(),
  number: z.number(),
  topic: text,
  /** The question as learners read it (HTML). */
  description: text,
  /** Dropped after a key challenge: scored as correct for everyone, so its figures mean nothing. */
  dropped: z.boolean(),
  /** Share of the takers who got it right, 0 to 1; null without takers. */
  difficulty: z.nullable(z.number()),
  /** Upper-lower index, -1 to 1; null with too few takers. */
  discrimination: z.nullable(z.number()),
  attemptedPct: z.number(),
  correctPct: z.number(),
  options: z.array(itemOptionSchema),
});

const itemStatsSchema = z.object({
  testId: z.number(),
  takers: z.number(),
  questions: z.array(itemQuestionSchema),
});

export type ItemOption = z.infer<typeof itemOptionSchema>;
export type ItemQuestion = z.infer<typeof itemQuestionSchema>;
export type ItemStats = z.infer<typeof itemStatsSchema>;

/** Below this discrimination a question is flagged for review. */
export const LOW_DISCRIMINATION = 0.2;

/** Discrimination needs this many takers (the server gives null below it). */
export const MIN_TAKERS_FOR_DISCRIMINATION = 10;

export function useItemStats(testId: number) {
  return useQuery({
    queryKey: adminKeys.itemStats(testId),
    queryFn: async ({ signal }) =>
      (await apiGet(`/v1/admin/prelims-tests/${testId}/item-stats`, z.object({ item: itemStatsSchema }), { signal }))
        .item,
    staleTime: ADMIN_STALE_MS,
  });
}
