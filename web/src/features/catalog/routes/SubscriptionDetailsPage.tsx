import type { ParseKeys } from 'i18next';
import { LoaderCircle, Users } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { EnquiryPanel } from '@/components/enquiry/EnquiryPanel';
import { RichText } from '@/components/ui/RichText';
import { pageTitle } from '@/config/brand';
import { DETAILS_IMAGE_SIZES, responsiveImage } from '@/lib/file-url';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CourseTags, DiscountLine } from '@/components/ui/CourseLabels';
import { useSubscriptionDetails } from '../api/get-subscription-details';
import type { Subscription } from '../api/schemas';
import { useSection } from '../api/use-sections';
import { BackLink } from '@/components/ui/BackLink';
import { DetailsFailure } from '../components/DetailsFailure';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { LibraryLinks } from '../components/LibraryLinks';
import { PriceTag } from '../components/PriceTag';
import { CompareBar } from '../components/CompareBar';
import { CompareButton } from '../components/CompareButton';
import { PurchaseActions } from '../components/PurchaseActions';
import { useShowingCourse } from '../components/course-in-view';
import { usePaymentReturn } from '../components/use-payment-return';
import { usePurchaseSync } from '../components/use-purchase-sync';
import { useStartFreeTest } from '../components/use-start-free-test';
import { useWording } from '../components/use-wording';
import { stateSubscriptionSlug } from '../rules/details-loading';
import { MESSAGES } from '../rules/messages';
import { seatsLeftNote, showsPrice } from '../rules/purchase-state';
import type { Section } from '../rules/sections';
import { useInLanguage } from '@/lib/translated';

/** "About this note" or "About this course", as the section calls what it sells. */
const ABOUT_HEADINGS = {
  note: 'catalog.details.aboutNote',
  course: 'catalog.details.aboutCourse',
} as const satisfies Record<Section['aboutNoun'], ParseKeys>;

interface SubscriptionDetailsPageProps {
  section: Section;
  /** The address's id or slug; empty when it names nothing. */
  idOrSlug: string;
}

/** A subscription's details, the same page in every section. */
function SubscriptionDetailsPage({ section, idOrSlug }: SubscriptionDetailsPageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const details = useSubscriptionDetails(section, idOrSlug, location.state);
  useDocumentTitle(pageTitle(details.data?.name ?? section.title));
  usePurchaseSync();
  // The payment page returns here (docs/product.md, "Orders").
  usePaymentReturn();

  // A failed background refetch keeps showing what was loaded.
  if (details.data) return <SubscriptionDetails section={section} subscription={details.data} />;
  if (idOrSlug === '' || details.isError) {
    return (
      <DetailsFailure
        section={section}
        error={idOrSlug === '' ? null : details.error}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    );
  }
  return <DetailsSkeleton label={t('catalog.details.loading', { section: section.title })} />;
}

function SubscriptionDetails({ section, subscription: stored }: { section: Section; subscription: Subscription }) {
  // The Course Enquiry opened from this page is about this course, named as staff know it.
  useShowingCourse(stored.id, stored.name);
  // Staff's texts in the learner's language where they wrote them (docs/product.md, "Languages of staff texts").
  const subscription = useInLanguage(stored);
  const wording = useWording();
  const { t } = wording;
  const panelId = useId();
  const [enquiryOpen, setEnquiryOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  // A learner who holds it has nothing to enquire about: the libraries take the form's place.
  const hasEnquiry = subscription.show_enquiry && !subscription.isSubscribed;
  const seatsNote = seatsLeftNote(subscription, wording);

  const openingFreeTest = useStartFreeTest(subscription);

  // Revealed on a small screen: bring the form into view with its first field ready.
  useEffect(() => {
    if (enquiryOpen) panelRef.current?.querySelector('input')?.focus();
  }, [enquiryOpen]);

  if (openingFreeTest) {
    return (
      <p role="status" className="container-page flex items-center justify-center gap-3 py-24 text-navy-800">
        <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        {t(MESSAGES.openingFreeTest)}
      </p>
    );
  }

  return (
    <article>
      <div className="border-b border-slate-200 bg-gradient-to-b from-navy-50 to-white">
        <div className="container-page py-6 sm:py-10">
          <BackLink to={section.listPath} className="py-1">
            {t('catalog.details.backTo', { section: section.title })}
          </BackLink>
          <div className="mt-5 grid items-start gap-8 md:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
            <div>
              {subscription.typeName && (
                <p className="text-xs font-semibold text-saffron-700 uppercase">{subscription.typeName}</p>
              )}
              <CourseTags subscription={subscription} className="mt-3" />
              <h1 className="mt-2 font-display text-2xl font-bold text-navy-900 sm:text-4xl">{subscription.name}</h1>
              {subscription.subtitle && (
                <p className="mt-2 text-base font-medium text-navy-700 sm:text-lg">{subscription.subtitle}</p>
              )}
              {subscription.short_details && <p className="mt-4 text-slate-600">{subscription.short_details}</p>}
              <div className="mt-6 space-y-4">
                {showsPrice(subscription) && (
                  <PriceTag price={subscription.price} strikePrice={subscription.strikePrice} size="details" />
                )}
                <DiscountLine subscription={subscription} />
                {seatsNote && (
                  <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800">
                    <Users className="size-4" aria-hidden="true" />
                    {seatsNote}
                  </p>
                )}
                <PurchaseActions
                  subscription={subscription}
                  enquiry={
                    hasEnquiry
                      ? { panelId, open: enquiryOpen, onToggle: () => setEnquiryOpen((open) => !open) }
                      : undefined
                  }
                />
                <CompareButton slug={subscription.slug} name={subscription.name} />
                {!subscription.isSubscribed && (
                  <LibraryLinks
                    subscription={subscription}
                    libraries={subscription.libraries}
                    open={false}
                    label={t('catalog.details.included')}
                    showLabel
                  />
                )}
              </div>
            </div>
            {subscription.thumbnail && (
              <img
                {...responsiveImage(subscription.thumbnail, DETAILS_IMAGE_SIZES)}
                alt=""
                fetchPriority="high"
                width={640}
                height={360}
                className="order-first aspect-video w-full rounded-2xl object-cover shadow-card md:order-none"
              />
            )}
          </div>
        </div>
      </div>

      <div className="container-page grid items-start gap-8 py-8 sm:py-12 lg:grid-cols-3">
        {hasEnquiry && (
          // First on small screens, right under the buttons that reveal it; a side column on large ones.
          <div
            ref={panelRef}
            className={`lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:order-last ${enquiryOpen ? '' : 'hidden lg:block'}`}
          >
            <EnquiryPanel id={panelId} subscriptionId={subscription.id} />
          </div>
        )}
        <div className={`space-y-8 ${hasEnquiry ? 'lg:col-span-2' : 'max-w-3xl lg:col-span-3'}`}>
          {subscription.details && (
            <section aria-labelledby={`${panelId}-about`}>
              <h2 id={`${panelId}-about`} className="font-display text-xl font-bold text-navy-900">
                {t(ABOUT_HEADINGS[section.aboutNoun])}
              </h2>
              <RichText html={subscription.details} className="mt-3" />
            </section>
          )}
          {subscription.delivery_info && (
            <section aria-labelledby={`${panelId}-delivery`}>
              <h2 id={`${panelId}-delivery`} className="font-display text-xl font-bold text-navy-900">
                {t('catalog.details.howYouGetIt')}
              </h2>
              <RichText html={subscription.delivery_info} className="mt-3" />
            </section>
          )}
        </div>
      </div>
      <CompareBar />
    </article>
  );
}

/**
 * /{section}/{id}: a subscription's details in the section the address names, by id or slug.
 * `notFound` is shown for an address that names no section with such pages (PCS details live at
 * their own address, optional subjects' courses have none by slug), once the sections loaded.
 */
export function SectionDetailsRoute({ notFound }: { notFound: ReactNode }) {
  const { section: slug, id = '' } = useParams();
  const { section, settled } = useSection(slug);
  if (!section) return settled ? notFound : null;
  if (section.page !== 'subscriptions' || section.detailsAt !== 'section') return notFound;
  return <SubscriptionDetailsPage key={section.category} section={section} idOrSlug={id} />;
}

/**
 * /pcs_section_details (docs/product.md, "Old addresses"): the list hands the subscription over
 * in navigation state; its `?id=` (slug) finds it again after a reload or from a shared link.
 */
export function PcsDetailsPage({ notFound }: { notFound: ReactNode }) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // The fixed address belongs to the PCS section's own pages (config/section-categories.ts).
  const { section, settled } = useSection('pcs');
  const idOrSlug = searchParams.get('id') ?? stateSubscriptionSlug(location.state) ?? '';
  if (!section) return settled ? notFound : null;
  return <SubscriptionDetailsPage section={section} idOrSlug={idOrSlug.trim()} />;
}
