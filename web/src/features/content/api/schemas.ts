/**
 * The dynamic-content answers (docs/openapi.yaml, tag "content") as the home page reads them: the
 * generated schemas (web/src/api/generated), each cut to its list, so the page's carried copy and
 * the fetched answer read alike (docs/architecture.md, "One source for each shape"). Storage
 * paths stay paths here: components turn them into URLs with fileUrl(). An empty link is "no
 * link"; the components test it as such.
 */
import { z } from 'zod/mini';
import {
  zLibrary,
  zListAppMenuResponse,
  zListBannersResponse,
  zListCarouselsResponse,
  zListFaqsResponse,
  zListFreeSubscriptionsResponse,
  zListOfferingsResponse,
  zListPopoverAdsResponse,
  zListPopularSubscriptionsResponse,
  zListTestimonialPlaybackResponse,
  zListTestimonialsResponse,
  zListTopPerformersResponse,
  zSubscription,
} from '@/api/generated/zod.gen';
import { reading } from '@/api/reading';

/** One element of an answer's list. */
type ListOf<
  Answer extends z.ZodMiniObject,
  Key extends keyof z.infer<Answer>,
> = z.infer<Answer>[Key] extends readonly (infer Element)[] ? Element : never;

export const heroSlidesAnswer = z.pick(zListCarouselsResponse, { carousels: true });
export type HeroSlide = ListOf<typeof heroSlidesAnswer, 'carousels'>;

/** The announcements, with their content in other languages (docs/product.md, "Languages of staff texts"). */
export const bannersAnswer = z.pick(zListBannersResponse, { banners: true });
export type Banner = ListOf<typeof bannersAnswer, 'banners'>;

export const offeringsAnswer = z.pick(zListOfferingsResponse, { ourOfferings: true });
export type Offering = ListOf<typeof offeringsAnswer, 'ourOfferings'>;

/** Toppers' video testimonials (the answer's list is named "carousels"). */
export const testimonialsAnswer = z.pick(zListTestimonialsResponse, { carousels: true });
export type Testimonial = ListOf<typeof testimonialsAnswer, 'carousels'>;

export const testimonialPlaybackAnswer = z.pick(zListTestimonialPlaybackResponse, { videoPlayBackUrl: true });
export type TestimonialPlayback = ListOf<typeof testimonialPlaybackAnswer, 'videoPlayBackUrl'>;

export const topPerformersAnswer = z.pick(zListTopPerformersResponse, { topPerformers: true });
export type TopPerformer = ListOf<typeof topPerformersAnswer, 'topPerformers'>;

export const faqsAnswer = z.pick(zListFaqsResponse, { faqs: true });
export type Faq = ListOf<typeof faqsAnswer, 'faqs'>;

/** Courses featured on the home page, with staff's discount line and tags (docs/product.md, "Discount lines and tags"). */
export const popularSubscriptionsAnswer = z.pick(zListPopularSubscriptionsResponse, { popularSubs: true });
export type PopularSubscription = ListOf<typeof popularSubscriptionsAnswer, 'popularSubs'>;

export const popoverAdsAnswer = z.pick(zListPopoverAdsResponse, { popoverAds: true });
export type PopoverAd = ListOf<typeof popoverAdsAnswer, 'popoverAds'>;

export const appMenuAnswer = z.pick(zListAppMenuResponse, { appMenu: true });
export type AppMenuItem = ListOf<typeof appMenuAnswer, 'appMenu'>;

/**
 * A free subscription as far as the hero's free test needs it: where it is and what its
 * libraries hold. A kind of library this app does not know yet is kept as text (and never
 * taken for tests), not refused.
 */
const freeSubscriptionSchema = reading(z.pick(zSubscription, { slug: true, section_category: true, libraries: true }), {
  libraries: z.array(reading(z.pick(zLibrary, { type: true, count: true }), { type: z.string() })),
});
export const freeSubscriptionsAnswer = reading(z.pick(zListFreeSubscriptionsResponse, { responseResult: true }), {
  responseResult: z.array(freeSubscriptionSchema),
});
export type FreeSubscription = z.infer<typeof freeSubscriptionSchema>;
