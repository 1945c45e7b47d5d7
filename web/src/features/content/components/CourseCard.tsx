import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseTags, DiscountLine } from '@/components/ui/CourseLabels';
import { findSection, useSections } from '@/config/section-categories';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { CARD_IMAGE_SIZES, responsiveImage } from '@/lib/file-url';
import { discountPercent, formatRupees } from '@/lib/pricing';
import type { PopularSubscription } from '../api/schemas';
import { popularCourseHref } from '../rules/course-link';
import { translated, useInLanguage } from '@/lib/translated';

/** One popular course: thumbnail, tags, name, summary, price with its discount, and staff's discount line. */
export function CourseCard({ course: stored }: { course: PopularSubscription }) {
  const { t, i18n } = useTranslation();
  const locale = useIntlLocale();
  // Staff's texts in the learner's language where they wrote them (docs/product.md, "Languages of staff texts").
  const course = useInLanguage(stored);
  const discount = discountPercent(course.price, course.strikePrice);
  // The heading of the course's section names where it belongs, as the section's own page is headed.
  const section = findSection(useSections().sections, course.section_category);
  const sectionTitle = section && translated(section, 'title', i18n.language);
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow hover:shadow-card-hover">
      <div className="aspect-video overflow-hidden bg-navy-50">
        {course.thumbnail && (
          <img
            {...responsiveImage(course.thumbnail, CARD_IMAGE_SIZES)}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {sectionTitle && <p className="text-xs font-semibold text-saffron-700 uppercase">{sectionTitle}</p>}
        <CourseTags subscription={course} className="mt-2" />
        <h3 className="mt-1.5 text-lg leading-snug font-semibold text-navy-900">{course.name}</h3>
        {course.short_details && <p className="mt-2 line-clamp-3 text-sm text-slate-600">{course.short_details}</p>}
        <div className="mt-auto pt-5">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <span className="text-xl font-bold text-navy-900">{formatRupees(course.price, locale)}</span>
            {discount !== null && course.strikePrice != null && (
              <>
                <span className="text-sm text-slate-500 line-through">
                  <span className="sr-only">{t('content.courseCard.originalPrice')} </span>
                  {formatRupees(course.strikePrice, locale)}
                </span>
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
                  {t('content.courseCard.discountOff', { discount: formatNumber(discount, locale) })}
                </span>
              </>
            )}
          </div>
          <DiscountLine subscription={course} className="mt-3" />
          <Link
            to={popularCourseHref(course)}
            className="btn btn-navy mt-4 w-full after:absolute after:inset-0 after:content-[''] focus-visible:outline-offset-4"
          >
            {t('content.courseCard.viewDetails')}
            <span className="sr-only">: {course.name}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
