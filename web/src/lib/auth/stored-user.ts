import { z } from 'zod/mini';

/**
 * The user object kept under `userData`, as login, sign-up and a profile update
 * answer it. Loose and lenient: a field the server adds later is kept, and an older stored object
 * missing some fields still counts as a user.
 */
const text = z.nullish(z.string());

export const storedUserSchema = z.looseObject({
  name: text,
  email: text,
  unique_id: z.nullish(z.union([z.string(), z.number()])),
  optionalSubject: text,
  target_year: z.nullish(z.union([z.string(), z.number()])),
  postal_address: text,
  landmark: text,
  city: text,
  state: text,
  pincode: text,
  alternate_mobile: text,
  mobile: text,
  role: text,
});

export type StoredUser = z.infer<typeof storedUserSchema>;

/** The stored JSON as a user, or null when it is missing or not a user object. */
export function parseStoredUser(json: string | null): StoredUser | null {
  if (!json) return null;
  try {
    const parsed = z.safeParse(storedUserSchema, JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
