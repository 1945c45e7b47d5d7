import { z } from 'zod/mini';
import { zProfile } from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';

/** Missing or null text reads as empty; numbers (an older server's ids and years) as text. */
const text = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((value) => (value === null || value === undefined ? '' : String(value))),
);

/** The profile answer (docs/openapi.yaml, Profile): GET's, and the body a POST answers with. */
export const profileSchema = reading(zProfile, {
  basicDetails: reading(zProfile.shape.basicDetails, { name: text, email: text, mobileNo: text, uniqueUserId: text }),
  additionalInfo: reading(z.omit(zProfile.shape.additionalInfo, { language: true }), {
    targetYear: text,
    optionalSubject: text,
  }),
  postal_address: reading(zProfile.shape.postal_address, {
    addressLine: text,
    landmark: text,
    city: text,
    state: text,
    pincode: text,
    alternateMobileNo: text,
  }),
});

export type Profile = z.infer<typeof profileSchema>;
