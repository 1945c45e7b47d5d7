/**
 * The catalogue answers (docs/openapi.yaml, tag "catalogue"), as far as the screens read them.
 * zod/mini like the other answer schemas. Lenient where the contract allows variation (nullable
 * texts read as empty), strict where a screen's rule depends on the value (flags, prices).
 */
import { z } from 'zod/mini';

const id = z.int();
/** Missing or null text reads as empty. */
const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
/** The API writes these flags as 0/1 (docs/openapi.yaml, Flag); an older answer may send booleans. */
const flag = z.pipe(
  z.union([z.literal(0), z.literal(1), z.boolean()]),
  z.transform((value) => value === 1 || value === true),
);

export const libraryKinds = ['notes', 'tests', 'mains-tests', 'videos'] as const;
export type LibraryKind = (typeof libraryKinds)[number];

export function isLibraryKind(value: string): value is LibraryKind {
  return (libraryKinds as readonly string[]).includes(value);
}

/** A kind this app does not know yet is kept as text (and gets no library link), not refused. */
export const libraryEntrySchema = z.object({
  id: z.optional(id),
  type: z.string(),
  name: text,
  count: z._default(z.int(), 0),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

export const subscriptionTypeSchema = z.object({ id, name: z.string(), slug: z.optional(z.string()) });
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

export const subscriptionSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  subtitle: text,
  thumbnail: z.nullish(z.string()),
  short_details: text,
  details: text,
  price: z.number(),
  strikePrice: z.nullish(z.number()),
  delivery_info: text,
  discount_info: text,
  discount_info_hi: text,
  tags: z._default(z.array(z.string()), []),
  isSubscribed: z._default(z.boolean(), false),
  is_seatsFull: flag,
  show_enquiry: flag,
  libraries: z._default(z.array(libraryEntrySchema), []),
  typeId: z.optional(id),
  typeName: text,
  /** Its section's slug (GET /api/v1/modules/sections). */
  section_category: z.optional(z.string()),
  seatLimit: z.nullish(z.int()),
  seatsLeft: z.nullish(z.int()),
  /** Days of access from the purchase, and a fixed last moment (docs/product.md, "Validity"). */
  validityDays: z.nullish(z.int()),
  validUntil: z.nullish(z.string()),
  /** The caller's own access while they hold it: when it ends (null: no end). */
  subscribedUntil: z.nullish(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const mySubscriptionSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  type: z.string(),
  section_category: text,
  libraries: z._default(z.array(libraryEntrySchema), []),
  /** When the learner's access ends or ended (null: no end); ended ones are listed last. */
  validUntil: z.nullish(z.string()),
  expired: z._default(z.boolean(), false),
  /** Ended, and on sale again: its page offers it. */
  renewable: z._default(z.boolean(), false),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

export const optionalTypeSchema = z.object({
  id,
  name: z.string(),
  slug: text,
  optionalSubjectId: z.optional(id),
  subscriptionCount: z.optional(z.int()),
});
export type OptionalType = z.infer<typeof optionalTypeSchema>;

export const optionalSubjectSchema = z.object({
  id,
  name: z.string(),
  slug: text,
  description: text,
  thumbnail: z.nullish(z.string()),
  modules: z._default(z.array(optionalTypeSchema), []),
});
export type OptionalSubject = z.infer<typeof optionalSubjectSchema>;
