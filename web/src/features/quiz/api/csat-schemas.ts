/**
 * CSAT as the review and the rankings give it (docs/product.md, "CSAT"): a GS paper may be paired
 * with the CSAT paper of its series, which only qualifies (33% of its marks by default). Kept apart
 * from schemas.ts, which the review's and the rankings' schemas pull them into.
 */
import { z } from 'zod/mini';

export const CSAT_STATUSES = ['qualified', 'not_qualified', 'not_taken'] as const;
export type CsatStatus = (typeof CSAT_STATUSES)[number];

/** A GS paper's analysis: how the learner did in its CSAT paper (score null: not taken). */
export const csatResultSchema = z.object({
  testId: z.int(),
  name: z.string(),
  slug: z.string(),
  totalMarks: z.number(),
  qualifyingScore: z.number(),
  score: z.nullable(z.number()),
  status: z.enum(CSAT_STATUSES),
});
export type CsatResult = z.infer<typeof csatResultSchema>;

/** A CSAT paper's own analysis: whether this attempt qualifies. */
export const qualifyingSchema = z.object({
  qualifyingScore: z.number(),
  qualified: z.boolean(),
});
export type Qualifying = z.infer<typeof qualifyingSchema>;

/** The rankings of a GS paper with a CSAT paper: which, its line, and whether only those above it are ranked. */
export const rankingsCsatSchema = z.object({
  testId: z.int(),
  name: z.string(),
  qualifyingScore: z.number(),
  qualifiedOnly: z.boolean(),
});
export type RankingsCsat = z.infer<typeof rankingsCsatSchema>;
