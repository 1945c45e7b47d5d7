/** Giving a learner a subscription by hand: which one, and for how many days (empty: no end). */
import { z } from 'zod/mini';

export const DAYS_MESSAGE = 'Days must be from 1 to 3650, or empty for access without an end.';

export const grantSchema = z.object({
  subscriptionId: z.string().check(z.minLength(1, 'Choose a subscription.')),
  days: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 3650),
      DAYS_MESSAGE,
    ),
  ),
});

export type GrantValues = z.infer<typeof grantSchema>;
