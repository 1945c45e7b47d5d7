import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { PageHeader } from '@/components/ui/PageHeader';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { pageTitle } from '@/config/brand';
import { useAuth } from '@/lib/auth/auth-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { useRankings } from '../api/get-rankings';
import type { Rankings } from '../api/schemas';
import { RankingTable } from '../components/RankingTable';
import { CsatRankingsFilter } from '../components/CsatRankingsFilter';
import { useQualifiedOnly } from '../hooks/use-qualified-only';
import { usePageLocation } from '@/lib/use-page-location';
import { rankingsFailure } from '../rules/failures';
import { formatPercentile, formatScore } from '../rules/format';
import { positiveId, PRELIMS_TESTS_PATH, RANKINGS_PATH, testNavigationState } from '../rules/paths';
import { highestScore } from '../rules/ranking';

/** Ten skeleton rows while the rankings load. */
const SKELETON_ROWS = 10;

/**
 * /check-ranking?testId=...; the library also passes {testId, testName} as state. Read from the
 * page's own address, which it keeps while it animates out.
 */
export function RankingsPage() {
  const { t } = useTranslation();
  const { location } = usePageLocation(RANKINGS_PATH);
  const navigate = useNavigate();
  const state = testNavigationState(location.state);
  const testId = positiveId(new URLSearchParams(location.search).get('testId') ?? state.testId);
  const { isLoggedIn, user } = useAuth();
  // A GS paper paired with a CSAT paper may be ranked among those who qualified in it only
  // (docs/product.md, "CSAT"); the list of everyone says whether the learner sat it at all.
  const [qualifiedOnly, setQualifiedOnly] = useQualifiedOnly(location.search);
  const rankings = useRankings(isLoggedIn ? testId : null, qualifiedOnly);
  const everyone = useRankings(isLoggedIn ? testId : null);
  const testName = state.testName || rankings.data?.testName || t('results.rankings.testFallback');
  useDocumentTitle(pageTitle(t('results.rankings.documentTitle', { testName })));

  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(PRELIMS_TESTS_PATH);
  };

  let content;
  if (testId === null) content = <Notice message={t('results.rankings.testIdNotFound')} onBack={goBack} />;
  else if (!isLoggedIn) content = <LoginRequiredNotice message={t('results.rankings.loginToView')} />;
  else if (rankings.isPending) content = <RankingsSkeleton />;
  else if (rankings.isError) {
    const failure = rankingsFailure(rankings.error, t);
    content = <Notice message={failure.message} onBack={goBack} tone={failure.noData ? 'neutral' : 'error'} />;
  } else {
    const { csat } = rankings.data;
    const empty = rankings.data.getUserTestAttempted.length === 0;
    content = (
      <div className="space-y-6" aria-busy={rankings.isPlaceholderData}>
        {csat && (
          <CsatRankingsFilter
            csat={csat}
            qualifiedOnly={qualifiedOnly}
            onChange={setQualifiedOnly}
            notListed={csat.qualifiedOnly && !rankings.data.you && Boolean(everyone.data?.you)}
          />
        )}
        {empty ? (
          <p className="rounded-2xl bg-slate-50 px-6 py-10 text-center text-slate-600">
            {csat?.qualifiedOnly ? t('quiz.csat.rankings.nobody') : t('results.rankings.noRankings')}
          </p>
        ) : (
          <div className={`space-y-6 transition-opacity ${rankings.isPlaceholderData ? 'opacity-60' : ''}`}>
            <RankingSummary rankings={rankings.data} />
            <RankingTable rows={rankings.data.getUserTestAttempted} userUniqueId={user?.unique_id} />
          </div>
        )}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('results.rankings.title')} description={testName} />
      <div className="container-page max-w-4xl py-8 sm:py-12">{content}</div>
    </>
  );
}

function RankingSummary({ rankings }: { rankings: Rankings }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const top = highestScore(rankings.highestScore, rankings.getUserTestAttempted);
  const participants = rankings.totalParticipants;
  const facts = [
    { label: t('results.rankings.totalParticipants'), value: formatNumber(participants, locale) },
    { label: t('results.rankings.highestScore'), value: top === null ? '-' : formatScore(top, locale) },
  ];
  if (rankings.you) {
    facts.push({ label: t('results.rankings.yourRank'), value: formatNumber(rankings.you.rank, locale) });
    facts.push({
      label: t('results.rankings.yourPercentile'),
      value: formatPercentile(rankings.you.percentile, locale),
    });
  }
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="ranking-summary">
      <h2 id="ranking-summary" className="font-display text-lg font-bold text-navy-900">
        {t('results.rankings.summaryTitle')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-900/5">
            <dt className="text-xs font-medium text-slate-500">{fact.label}</dt>
            <dd className="mt-1 text-xl font-bold text-navy-900 tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const NOTICE_TONE = {
  error: { box: 'border-rose-200 bg-rose-50', text: 'text-rose-800' },
  neutral: { box: 'border-slate-200 bg-slate-50', text: 'text-slate-700' },
};

/** An error, or (tone neutral) a test without ranking data, which is no failure of the page. */
function Notice({
  message,
  onBack,
  tone = 'error',
}: {
  message: string;
  onBack: () => void;
  tone?: keyof typeof NOTICE_TONE;
}) {
  const { t } = useTranslation();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border px-6 py-8 text-center ${NOTICE_TONE[tone].box}`}
    >
      <p className={`font-medium ${NOTICE_TONE[tone].text}`}>{message}</p>
      <button type="button" onClick={onBack} className="btn btn-outline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('results.rankings.goBack')}
      </button>
    </div>
  );
}

function RankingsSkeleton() {
  const { t } = useTranslation();
  return (
    <LoadingStatus label={t('results.rankings.loading')} className="space-y-6">
      <Skeleton className="h-32" />
      <div className="card divide-y divide-slate-100 overflow-hidden">
        <Skeleton className="h-12 rounded-none" />
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="flex items-center gap-6 px-6 py-3.5" data-testid="ranking-skeleton-row">
            <Skeleton className="h-5 w-10" />
            <Skeleton className="h-5 flex-1" />
            <Skeleton className="h-5 w-14" />
          </div>
        ))}
      </div>
    </LoadingStatus>
  );
}
