import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';
import { reviewSchema } from '../api/schemas';
import { PreviewBanner } from '../components/PreviewBanner';
import { previewPath } from '../rules/paths';
import { ReviewContent } from './ReviewPage';

/** The review a preview's submit answered, which only the navigation to this page carries. */
function reviewIn(state: unknown) {
  if (typeof state !== 'object' || state === null || !('review' in state)) return null;
  const parsed = reviewSchema.safeParse(state.review);
  return parsed.success ? parsed.data : null;
}

/**
 * /quiz/{testSlug}/preview/review: the end of staff's "Preview as a learner" (docs/product.md),
 * the learner's own review of the previewed answers. Nothing of it was stored, so a reload finds
 * nothing: the page says so and offers a new preview.
 */
export function PreviewReviewPage() {
  const { t } = useTranslation();
  const { testSlug = '' } = useParams();
  const review = reviewIn(useLocation().state);
  const testName = review?.test.name;
  useDocumentTitle(pageTitle(testName ? t('quiz.preview.reviewTitle', { testName }) : t('results.review.title')));
  const again = (
    <Link to={previewPath(testSlug)} className="btn btn-outline">
      <Eye className="size-4" aria-hidden="true" />
      {t('quiz.preview.again')}
    </Link>
  );
  return (
    <>
      <PageHeader
        title={testName ? t('quiz.preview.reviewTitle', { testName }) : t('results.review.title')}
        description={review ? t('quiz.preview.reviewDescription') : undefined}
      />
      {review && <PreviewBanner message={t('quiz.preview.reviewBanner')} />}
      <div className="container-page py-8 sm:py-12">
        {review ? (
          <div className="space-y-6">
            {again}
            <ReviewContent review={review} />
          </div>
        ) : (
          <div className="mx-auto max-w-lg space-y-4">
            <SectionError message={t('quiz.preview.ended')} />
            {again}
          </div>
        )}
      </div>
    </>
  );
}
