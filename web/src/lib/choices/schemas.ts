/**
 * The choices that account forms offer (sign-up, profile), as the server lists them. Shared by
 * features, so they live here rather than in one feature (the boundaries lint rule).
 */
import { z } from 'zod/mini';

export const targetYearSchema = z.object({
  id: z.int(),
  year: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  is_default: z.pipe(
    z.union([z.number(), z.boolean()]),
    z.transform((flag) => flag === true || flag === 1),
  ),
});
export type TargetYear = z.infer<typeof targetYearSchema>;

export const displayOptionalSchema = z.object({ id: z.int(), name: z.string(), slug: z.string() });
export type DisplayOptional = z.infer<typeof displayOptionalSchema>;
