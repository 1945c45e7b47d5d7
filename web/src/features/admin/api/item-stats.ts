/**
 * A prelims test's item statistics (docs/product.md, "How others did"): per question, its
 * difficulty and discrimination among the test's takers and how often each option was chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zAdminItemStatsResponse, type zItemStats } from '@/api/generated/zod.gen';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import { ADMIN_STALE_MS } from './resources';

/**
 * The figures as docs/openapi.yaml (ItemStats) describes them: per question its difficulty (the
 * share who got it right, 0 to 1, null without takers), its discrimination (upper-lower index,
 * null with too few takers), and each option's share of all takers. A question dropped after a key
 * challenge is scored as correct for everyone, so its figures mean nothing.
 */
export type ItemStats = z.infer<typeof zItemStats>;
export type ItemQuestion = ItemStats['questions'][number];
export type ItemOption = ItemQuestion['options'][number];

/** Below this discrimination a question is flagged for review. */
export const LOW_DISCRIMINATION = 0.2;

/** Discrimination needs this many takers (the server gives null below it). */
export const MIN_TAKERS_FOR_DISCRIMINATION = 10;

export function useItemStats(testId: number) {
  return useQuery({
    queryKey: adminKeys.itemStats(testId),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/v1/admin/prelims-tests/${testId}/item-stats`, z.pick(zAdminItemStatsResponse, { item: true }), {
          signal,
        })
      ).item,
    staleTime: ADMIN_STALE_MS,
  });
}
