import { Truck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RichText } from '@/components/ui/RichText';
import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { formatNumber } from '@/i18n/format';
import { errorMessage } from '@/lib/api-client';
import { optionalSubjectName } from '@/lib/choices/optional-subject-name';
import { fileUrl } from '@/lib/file-url';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CourseTags, DiscountLine } from '@/components/ui/CourseLabels';
import { type OptionalCourse, useOptionalCourse } from '../api/get-optional-course';
import type { Subscription } from '../api/schemas';
import { BackLink } from '@/components/ui/BackLink';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { EmptyState } from '../components/EmptyState';
import { PriceTag } from '../components/PriceTag';
import { PurchaseActions } from '../components/PurchaseActions';
import { useShowingCourse } from '../components/course-in-view';
import { usePaymentReturn } from '../components/use-payment-return';
import { usePurchaseSync } from '../components/use-purchase-sync';
import { useWording } from '../components/use-wording';
import { MESSAGES } from '../rules/messages';
import { seatsLeftNote, showsPrice } from '../rules/purchase-state';
import { useInLanguage } from '@/lib/translated';

/** Where "Back to Optional Subjects" leads. */
const OPTIONALS_PATH = '/optionals';

/**
 * Optional Course Details, /optionals/{optionalId}/{typeId}: the first
 * subscription of a subject's resource type, with its key features, library contents, delivery,
 * price and tags. "Subscribe Now" buys it the way Order Now does.
 */
export function OptionalCourseDetailsPage() {
  const { t } = useTranslation();
  const { optionalId = '', typeId = '' } = useParams();
  const course = useOptionalCourse(optionalId, typeId);
  const subscription = course.data?.responseResult[0];
  useDocumentTitle(
    pageTitle(
      subscription?.name ??
        (course.data && optionalSubjectName(course.data.optional, t)) ??
        t('catalog.optionals.title'),
    ),
  );
  const back = (
    <BackLink to={OPTIONALS_PATH} className="py-1">
      {t('catalog.optionals.backToList')}
    </BackLink>
  );
  usePurchaseSync();
  // The payment page returns here (docs/product.md, "Orders").
  usePaymentReturn();

  if (course.data) {
    return subscription ? (
      <OptionalCourseDetails course={course.data} subscription={subscription} />
    ) : (
      <div className="container-page py-8 sm:py-12">
        {back}
        <h1 className="mt-5 font-display text-2xl font-bold text-navy-900 sm:text-3xl">
          {optionalSubjectName(course.data.optional, t)}: {course.data.type.name}
        </h1>
        <div className="mt-8">
          <EmptyState message={t(MESSAGES.noSubscriptionsInCategory)} />
        </div>
      </div>
    );
  }
  if (course.isError) {
    return (
      <div className="container-page py-8 sm:py-12">
        {back}
        <h1 className="mt-5 mb-8 font-display text-2xl font-bold text-navy-900 sm:text-3xl">
          {t('catalog.optionals.title')}
        </h1>
        <SectionError
          message={errorMessage(course.error, t(MESSAGES.detailsLoadFailed))}
          onRetry={() => void course.refetch()}
        />
      </div>
    );
  }
  return <DetailsSkeleton label={t('catalog.optionals.loadingCourse')} />;
}

function OptionalCourseDetails({
  course,
  subscription: stored,
}: {
  course: OptionalCourse;
  subscription: Subscription;
}) {
  // The Course Enquiry opened from this page is about this course, named as staff know it.
  useShowingCourse(stored.id, stored.name);
  // Staff's texts in the learner's language where they wrote them (docs/product.md, "Languages of staff texts").
  const subscription = useInLanguage(stored);
  const wording = useWording();
  const { t, locale } = wording;
  const id = useId();
  const heading = (suffix: string) => `${id}-${suffix}`;
  const seatsNote = seatsLeftNote(subscription, wording);

  return (
    <article className="container-page py-6 sm:py-10">
      <BackLink to={OPTIONALS_PATH} className="py-1">
        {t('catalog.optionals.backToList')}
      </BackLink>
      <header className="mt-5 max-w-3xl">
        <p className="text-xs font-semibold text-saffron-700 uppercase">
          {optionalSubjectName(course.optional, t)} · {course.type.name}
        </p>
        <h1 className="mt-2 font-display text-2xl font-bold text-navy-900 sm:text-4xl">{subscription.name}</h1>
        {subscription.subtitle && (
          <p className="mt-2 text-base font-medium text-navy-700 sm:text-lg">{subscription.subtitle}</p>
        )}
        {subscription.short_details && <p className="mt-4 text-slate-600">{subscription.short_details}</p>}
      </header>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-3">
        <div className="space-y-8 lg:col-span-2">
          {subscription.details && (
            <section aria-labelledby={heading('features')}>
              <h2 id={heading('features')} className="font-display text-xl font-bold text-navy-900">
                {t('catalog.optionals.keyFeatures')}
              </h2>
              <RichText html={subscription.details} className="mt-3" />
            </section>
          )}
          {subscription.libraries.length > 0 && (
            <section aria-labelledby={heading('contents')}>
              <h2 id={heading('contents')} className="font-display text-xl font-bold text-navy-900">
                {t('catalog.optionals.libraryContents')}
              </h2>
              <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700 marker:font-semibold marker:text-navy-700">
                {subscription.libraries.map((library, index) => (
                  <li key={library.id ?? index} className="pl-1">
                    <span className="font-medium text-navy-900">{library.name}</span>
                    <span className="text-slate-500">
                      {' '}
                      {t('catalog.optionals.items', {
                        count: library.count,
                        number: formatNumber(library.count, locale),
                      })}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          )}
          {subscription.delivery_info && (
            <section aria-labelledby={heading('delivery')}>
              <h2
                id={heading('delivery')}
                className="flex items-center gap-2 font-display text-xl font-bold text-navy-900"
              >
                <Truck className="size-5 text-saffron-600" aria-hidden="true" />
                {t('catalog.optionals.delivery')}
              </h2>
              <RichText html={subscription.delivery_info} className="mt-3" />
            </section>
          )}
          <CourseTags subscription={subscription} />
        </div>

        <aside
          aria-labelledby={heading('price')}
          className="card overflow-hidden max-lg:order-first lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]"
        >
          {subscription.thumbnail && (
            <img
              src={fileUrl(subscription.thumbnail)}
              alt=""
              width={640}
              height={360}
              className="aspect-video w-full object-cover"
            />
          )}
          <div className="space-y-4 p-5 sm:p-6">
            <h2 id={heading('price')} className="font-display text-lg font-bold text-navy-900">
              {t('catalog.optionals.price')}
            </h2>
            {showsPrice(subscription) && (
              <PriceTag price={subscription.price} strikePrice={subscription.strikePrice} size="details" />
            )}
            <DiscountLine subscription={subscription} />
            {seatsNote && <p className="text-sm font-medium text-amber-800">{seatsNote}</p>}
            <PurchaseActions subscription={subscription} buyLabel="subscribe" />
          </div>
        </aside>
      </div>
    </article>
  );
}
