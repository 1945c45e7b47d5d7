import { z } from 'zod/mini';

/** Missing or null text reads as empty; numbers (an older server's ids and years) as text. */
const text = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) => (value === null || value === undefined ? '' : String(value))),
);

/** The profile answer (docs/openapi.yaml, Profile): GET's, and the body a POST answers with. */
export const profileSchema = z.object({
  basicDetails: z.object({ name: text, email: text, mobileNo: text, uniqueUserId: text }),
  additionalInfo: z.object({ targetYear: text, optionalSubject: text }),
  postal_address: z.object({
    addressLine: text,
    landmark: text,
    city: text,
    state: text,
    pincode: text,
    alternateMobileNo: text,
  }),
});

export type Profile = z.infer<typeof profileSchema>;
