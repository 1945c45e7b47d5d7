/**
 * The shapes of the dynamic-content answers (api-contract.md). Only the keys screens read are
 * listed; unknown keys are dropped. Storage paths stay paths here: components turn them into
 * URLs with fileUrl(). They use zod/mini, the tree-shakable API: these schemas load with the
 * home page, and the classic API would add about 15 KB (gzip) to the first load.
 */
import { z } from 'zod/mini';
import { translationsSchema } from '@/lib/translated';

const id = z.int();
/** Optional links arrive as a string, an empty string or null: all "no link" but the first. */
const optionalUrl = z.pipe(
  z.nullish(z.string()),
  z.transform((url) => (url ? url : null)),
);

export const heroSlideSchema = z.object({ id, image: z.string(), title: z.string(), redirect_url: optionalUrl });
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const popularSubscriptionSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  thumbnail: z.nullish(z.string()),
  short_details: z.nullish(z.string()),
  price: z.number(),
  strikePrice: z.nullish(z.number()),
  /** Its section's slug (GET /api/v1/modules/sections). */
  section_category: z.string(),
  /** Staff's discount line and tags (docs/product.md, "Discount lines and tags"). */
  discount_info: z._default(z.string(), ''),
  tags: z._default(z.array(z.string()), []),
  /** The name, short details and discount line in other languages (docs/product.md, "Languages of staff texts"). */
  translations: translationsSchema,
});
export type PopularSubscription = z.infer<typeof popularSubscriptionSchema>;

export const topPerformerSchema = z.object({
  id,
  title: z.string(),
  desktopImage: z.string(),
  mobileImage: z.string(),
});
export type TopPerformer = z.infer<typeof topPerformerSchema>;

export const offeringSchema = z.object({ id, title: z.string(), redirect_url: optionalUrl });
export type Offering = z.infer<typeof offeringSchema>;

export const testimonialSchema = z.object({
  id,
  image: z.nullish(z.string()),
  name: z.string(),
  rank: z.nullish(z.union([z.string(), z.number()])),
  year: z.nullish(z.union([z.string(), z.number()])),
  youtubeUrl: z.nullish(z.string()),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const faqSchema = z.object({ id, question: z.string(), answer: z.string(), translations: translationsSchema });
export type Faq = z.infer<typeof faqSchema>;

export const bannerSchema = z.object({
  id,
  content: z.string(),
  redirect_url: optionalUrl,
  start_date: z.nullish(z.string()),
  end_date: z.nullish(z.string()),
  is_active: z.union([z.number(), z.boolean()]),
  /** The content in other languages (docs/product.md, "Languages of staff texts"). */
  translations: translationsSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

export const popoverAdSchema = z.object({ id, image: z.string(), title: z.string(), redirect_url: optionalUrl });
export type PopoverAd = z.infer<typeof popoverAdSchema>;

export const appMenuItemSchema = z.object({ id, title: z.string(), path: z.string() });
export type AppMenuItem = z.infer<typeof appMenuItemSchema>;

export const testimonialPlaybackSchema = z.object({ id, name: z.string(), url: z.string() });
export type TestimonialPlayback = z.infer<typeof testimonialPlaybackSchema>;
