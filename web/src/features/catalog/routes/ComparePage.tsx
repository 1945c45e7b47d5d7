import { useQueries } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DiscountLine } from '@/components/ui/CourseLabels';
import { formatNumber } from '@/i18n/format';
import { isFree } from '@/lib/pricing';
import { getSubscription } from '../api/get-subscription-details';
import type { Subscription } from '../api/schemas';
import { useCatalogSections } from '../api/use-sections';
import { PriceTag } from '../components/PriceTag';
import { useOrderNow } from '../components/use-order-now';
import { useWording } from '../components/use-wording';
import { slugsFromQuery, testCount } from '../rules/compare';
import { librariesByKind } from '../rules/library-links';
import { purchaseState, showsPrice } from '../rules/purchase-state';
import { detailsPath } from '../rules/sections';
import { validityBeforeBuying, validUntilText } from '../rules/validity';

/**
 * /compare?courses=slug1,slug2 (docs/product.md, "Comparing courses"): the courses side by side,
 * one column each, a row per figure. On a phone the labels' column stays put while the courses
 * scroll sideways.
 */
export function ComparePage() {
  const [searchParams] = useSearchParams();
  const slugs = slugsFromQuery(searchParams.get('courses'));
  const { t } = useWording();
  const answers = useQueries({
    queries: slugs.map((slug) => ({
      queryKey: ['catalog', 'compare', slug],
      queryFn: ({ signal }: { signal: AbortSignal }) => getSubscription(slug, signal),
    })),
  });
  const courses = answers.flatMap((answer) => (answer.data ? [answer.data] : []));
  const pending = answers.some((answer) => answer.isPending);
  const missing = answers.filter((answer) => answer.isError).length;

  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="font-display text-2xl font-bold text-navy-900 sm:text-3xl">{t('catalog.compare.title')}</h1>
      {slugs.length === 0 && <p className="mt-4 text-slate-600">{t('catalog.compare.empty')}</p>}
      {pending && (
        <p role="status" className="mt-4 text-slate-600">
          {t('catalog.compare.loading')}
        </p>
      )}
      {missing > 0 && (
        <p role="alert" className="mt-4 text-rose-700">
          {t('catalog.compare.notFound', { count: missing })}
        </p>
      )}
      {!pending && courses.length > 0 && <CompareTable courses={courses} />}
    </div>
  );
}

export function CompareTable({ courses }: { courses: readonly Subscription[] }) {
  const wording = useWording();
  const { t, locale } = wording;
  const rows: { label: string; cell: (course: Subscription) => ReactNode }[] = [
    {
      label: t('catalog.compare.rows.price'),
      cell: (course) =>
        showsPrice(course) ? (
          <div className="space-y-1">
            <PriceTag price={course.price} strikePrice={course.strikePrice} />
            <DiscountLine subscription={course} />
          </div>
        ) : (
          <StateText course={course} />
        ),
    },
    {
      label: t('catalog.compare.rows.validity'),
      cell: (course) =>
        purchaseState(course) === 'subscribed'
          ? validUntilText(course.subscribedUntil, wording)
          : validityBeforeBuying(course, wording),
    },
    {
      label: t('catalog.compare.rows.included'),
      cell: (course) => {
        const kinds = librariesByKind(course.libraries, wording);
        return kinds.length === 0 ? (
          '—'
        ) : (
          <ul className="space-y-1">
            {kinds.map((kind) => (
              <li key={kind.kind}>{kind.label}</li>
            ))}
          </ul>
        );
      },
    },
    {
      label: t('catalog.compare.rows.tests'),
      cell: (course) => formatNumber(testCount(course.libraries), locale),
    },
    { label: t('catalog.compare.rows.action'), cell: (course) => <CourseAction course={course} /> },
  ];

  return (
    <div className="mt-6">
      {courses.length > 1 && (
        <p className="mb-2 text-sm text-slate-600 sm:hidden" aria-hidden="true">
          {t('catalog.compare.scrollCue')} →
        </p>
      )}
      {/* Focusable so a keyboard can scroll it; relative so the buttons' screen-reader names stay inside it. */}
      <div
        role="region"
        aria-label={t('catalog.compare.title')}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('catalog.compare.title')}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-28 min-w-28 border-b border-slate-200 bg-white" />
              {courses.map((course) => (
                <th
                  key={course.slug}
                  scope="col"
                  className="min-w-44 border-b border-l border-slate-200 p-3 text-left align-top text-base font-semibold text-navy-900"
                >
                  {course.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th
                  scope="row"
                  className="sticky left-0 z-10 w-28 min-w-28 border-b border-slate-200 bg-navy-50 p-3 text-left align-top text-xs font-semibold text-navy-800"
                >
                  {row.label}
                </th>
                {courses.map((course) => (
                  <td key={course.slug} className="border-b border-l border-slate-200 p-3 align-top text-slate-700">
                    {row.cell(course)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function StateText({ course }: { course: Subscription }) {
  const { t } = useWording();
  return (
    <span>{t(purchaseState(course) === 'subscribed' ? 'catalog.card.subscribed' : 'catalog.card.seatsFull')}</span>
  );
}

/** Order Now (Enroll free when it costs nothing) while on sale, and the course's page. */
function CourseAction({ course }: { course: Subscription }) {
  const { t } = useWording();
  const { orderNow, isStarting } = useOrderNow();
  const { sections } = useCatalogSections();
  const section = sections.find((each) => each.category === course.section_category);
  return (
    <div className="flex flex-col items-start gap-2">
      {purchaseState(course) === 'available' && (
        <button
          type="button"
          onClick={() => orderNow(course)}
          disabled={isStarting}
          className="btn btn-primary px-4 py-2"
        >
          {t(isFree(course.price) ? 'catalog.purchase.enrollFree' : 'catalog.purchase.orderNow')}
          <span className="sr-only">: {course.name}</span>
        </button>
      )}
      {section?.page === 'subscriptions' && (
        <Link
          to={detailsPath(section, course.slug)}
          className="inline-flex items-center gap-1 font-medium text-navy-700 underline"
        >
          {t('catalog.card.viewDetails')}
          <span className="sr-only">: {course.name}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
