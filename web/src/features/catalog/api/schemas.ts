/**
 * The catalogue answers (docs/openapi.yaml, tag "catalogue"), as far as the screens read them:
 * the generated schemas (web/src/api/generated) cut to the keys the screens read, with the
 * screens' readings (web/src/api/reading.ts): nullable texts read as empty, flags as booleans.
 */
import { z } from 'zod/mini';
import {
  zLibrary,
  zListMySubscriptionsResponse,
  zListTypesResponse,
  zOptionalSubject,
  zOptionalType,
  zSubscription,
} from '@/api/generated/zod.gen';
import { elementOf, flag, listOr, reading, text } from '@/api/reading';
import { translationsSchema } from '@/lib/translated';

export const libraryKinds = ['notes', 'tests', 'mains-tests', 'videos'] as const;
export type LibraryKind = (typeof libraryKinds)[number];

export function isLibraryKind(value: string): value is LibraryKind {
  return (libraryKinds as readonly string[]).includes(value);
}

/** A kind this app does not know yet is kept as text (and gets no library link), not refused. */
export const libraryEntrySchema = reading(zLibrary, {
  id: z.optional(zLibrary.shape.id),
  type: z.string(),
  count: z._default(zLibrary.shape.count, 0),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;

export const subscriptionTypeSchema = elementOf(zListTypesResponse.shape.responseResult);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

export const subscriptionSchema = reading(
  z.pick(zSubscription, {
    id: true,
    name: true,
    slug: true,
    subtitle: true,
    thumbnail: true,
    short_details: true,
    details: true,
    price: true,
    strikePrice: true,
    delivery_info: true,
    discount_info: true,
    translations: true,
    tags: true,
    isSubscribed: true,
    is_seatsFull: true,
    show_enquiry: true,
    libraries: true,
    typeId: true,
    typeName: true,
    section_category: true,
    seatLimit: true,
    seatsLeft: true,
    validityDays: true,
    validUntil: true,
    subscribedUntil: true,
  }),
  {
    translations: translationsSchema,
    is_seatsFull: flag,
    show_enquiry: flag,
    libraries: listOr(libraryEntrySchema),
    typeId: z.optional(zSubscription.shape.typeId),
    /** Its section's slug (GET /api/v1/modules/sections). */
    section_category: z.optional(z.string()),
  },
);
export type Subscription = z.infer<typeof subscriptionSchema>;

/** When the learner's access ends or ended (null: no end); ended ones are listed last, and `renewable` ones are on sale again. */
export const mySubscriptionSchema = reading(elementOf(zListMySubscriptionsResponse.shape.data.shape.subscriptions), {
  type: z.string(),
  section_category: text,
  libraries: listOr(libraryEntrySchema),
  expired: z._default(z.boolean(), false),
  renewable: z._default(z.boolean(), false),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

export const optionalTypeSchema = reading(zOptionalType, {
  slug: text,
  optionalSubjectId: z.optional(zOptionalType.shape.optionalSubjectId),
});
export type OptionalType = z.infer<typeof optionalTypeSchema>;

export const optionalSubjectSchema = reading(zOptionalSubject, {
  slug: text,
  description: text,
  modules: listOr(optionalTypeSchema),
});

export type OptionalSubject = z.infer<typeof optionalSubjectSchema>;
