/**
 * CSAT as the review and the rankings give it (docs/product.md, "CSAT"): a GS paper may be paired
 * with the CSAT paper of its series, which only qualifies (33% of its marks by default). Kept apart
 * from schemas.ts, which the review's and the rankings' schemas pull them into.
 */
import type { z } from 'zod/mini';
import { zReview, zShowRankingsResponse } from '@/api/generated/zod.gen';
import { present } from '@/api/reading';

export const CSAT_STATUSES = ['qualified', 'not_qualified', 'not_taken'] as const;
export type CsatStatus = (typeof CSAT_STATUSES)[number];

/** A GS paper's analysis: how the learner did in its CSAT paper (score null: not taken). */
export const csatResultSchema = present(zReview.shape.analysis.shape.csat);
export type CsatResult = z.infer<typeof csatResultSchema>;

/** A CSAT paper's own analysis: whether this attempt qualifies. */
export const qualifyingSchema = present(zReview.shape.analysis.shape.qualifying);
export type Qualifying = z.infer<typeof qualifyingSchema>;

/** The rankings of a GS paper with a CSAT paper: which, its line, and whether only those above it are ranked. */
export const rankingsCsatSchema = present(zShowRankingsResponse.shape.csat);
export type RankingsCsat = z.infer<typeof rankingsCsatSchema>;
