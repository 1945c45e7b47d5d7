import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, useIntlLocale } from '@/i18n/format';
import type { PrelimsTest } from '../api/schemas';
import { hasSubmitted } from '../rules/prelims-answers';

/**
 * A test the learner sat whose answer key was revised after challenges (docs/product.md, "Key
 * challenges"): when, that their score was recalculated, and the way to their attempts.
 */
export function KeyRevisedNotice({ test }: { test: PrelimsTest }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (!test.keyChangedAt) return null;
  const attemptedHref = `/check-attempted-test?${new URLSearchParams({ testId: String(test.id) }).toString()}`;
  return (
    <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
      <PencilLine className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <span>
        {t('libraries.prelims.card.keyRevised', { date: formatDate(test.keyChangedAt, locale) })}
        {test.isSubscribed && hasSubmitted(test) && (
          <>
            {' '}
            <Link
              to={attemptedHref}
              state={{ testId: test.id, testName: test.name, slug: test.slug }}
              className="font-semibold whitespace-nowrap text-navy-900 underline"
            >
              {t('libraries.prelims.card.seeAttempts')}
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
