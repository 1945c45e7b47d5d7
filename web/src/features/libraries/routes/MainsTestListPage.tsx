import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnquiryPanel } from '@/components/enquiry/EnquiryPanel';
import { RichText } from '@/components/ui/RichText';
import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LINKED_ITEM_CLASS, useLinkedItem } from '@/lib/use-linked-item';
import { useMainsSeries } from '../api/get-mains-series';
import { useMainsTests } from '../api/get-mains-tests';
import type { MainsSeries, MainsTest } from '../api/schemas';
import { DailyAnswerWriting } from '../components/DailyAnswerWriting';
import { LibraryPage } from '../components/LibraryPage';
import { FilteredByLanguage } from '../components/LanguageFilter';
import { EmptyLibrary, LibraryGridSkeleton } from '../components/LibraryStates';
import { MainsTestCard } from '../components/MainsTestCard';
import { SeriesSwitcher } from '../components/SeriesSwitcher';
import { useLibrarySubscription } from '../hooks/use-library-subscription';
import { useClockAtMoments } from '../hooks/use-window-clock';
import { splitDailyQuestions } from '../rules/daily-questions';
import { listFailureMessage } from '../rules/failure-message';

/** The mains test list of a subscription (docs/product.md, "Mains answer writing"). */
export function MainsTestListPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('libraries.mains.page.documentTitle')));
  const subscriptionId = useLibrarySubscription('/mains-tests');
  if (subscriptionId === null) return null;
  return (
    <LibraryPage
      title={t('libraries.mains.page.title')}
      description={t('libraries.mains.page.description')}
      back={{ to: '/mains-tests', label: t('libraries.mains.page.back') }}
    >
      <SeriesOfSubscription subscriptionId={subscriptionId} />
    </LibraryPage>
  );
}

function SeriesOfSubscription({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation();
  const { data: series, isPending, isError, error, refetch } = useMainsSeries(subscriptionId);
  // A notification's link names the series of the test it is about.
  const { linkedId: linkedSeries } = useLinkedItem('series');
  const [chosenId, setChosenId] = useState<number | null>(linkedSeries);
  if (isPending) return <LibraryGridSkeleton label={t('libraries.tests.loading')} />;
  if (isError) {
    return (
      <SectionError
        message={listFailureMessage(error, t('libraries.common.accessFailed'), t)}
        onRetry={() => void refetch()}
      />
    );
  }
  const selected = series.find((entry) => entry.mainsTestSeriesId === chosenId) ?? series[0];
  if (!selected) return <EmptyLibrary message={t('libraries.mains.page.noSeries')} />;
  return (
    <>
      {series.length > 1 && (
        <SeriesSwitcher series={series} selectedId={selected.mainsTestSeriesId} onSelect={setChosenId} />
      )}
      <TestsOfSeries subscriptionId={subscriptionId} series={selected} />
    </>
  );
}

/** The moments a window opens or closes (the end is included, so it closes just after). */
function windowMoments(tests: MainsTest[] | undefined): number[] {
  return (tests ?? []).flatMap((test) => [Date.parse(test.start_date), Date.parse(test.end_date) + 1]);
}

function TestsOfSeries({ subscriptionId, series }: { subscriptionId: number; series: MainsSeries }) {
  const { t } = useTranslation();
  const seriesId = series.mainsTestSeriesId;
  const { data, isPending, isError, error, refetch } = useMainsTests(subscriptionId, seriesId);
  const { linkedId, linkedRef } = useLinkedItem('test');
  const moments = useMemo(() => windowMoments(data?.tests), [data]);
  const askAgain = useCallback(() => void refetch(), [refetch]);
  const now = useClockAtMoments(moments, askAgain);

  if (isPending) return <LibraryGridSkeleton label={t('libraries.tests.loading')} />;
  if (isError) {
    return (
      <SectionError
        message={listFailureMessage(error, t('libraries.tests.loadFailed'), t)}
        onRetry={() => void refetch()}
      />
    );
  }
  const daily = splitDailyQuestions(data.tests, now);
  const { tests } = daily;
  const hasDaily = data.tests.some((test) => test.isDaily);
  const showEnquiry = data.tests.some((test) => test.show_enquiry === 1);
  return (
    <div className={showEnquiry ? 'grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]' : ''}>
      <section aria-labelledby="mains-series-name">
        <h2 id="mains-series-name" className="font-display text-xl font-bold text-navy-900">
          {series.testSeries_relation.name}
        </h2>
        <RichText html={series.testSeries_relation.description} className="mt-2 text-slate-600" />
        {hasDaily && (
          <div className="mt-6">
            <DailyAnswerWriting
              daily={daily}
              streak={data.dailyStreak}
              subscriptionId={subscriptionId}
              seriesId={seriesId}
              now={now}
            />
          </div>
        )}
        {tests.length > 0 ? (
          <div className="mt-6">
            {hasDaily && (
              <h3 className="mb-3 font-display text-lg font-bold text-navy-900">{t('libraries.mains.daily.tests')}</h3>
            )}
            <FilteredByLanguage items={tests}>
              {(shown) => (
                <ul className="space-y-6">
                  {shown.map((test) => (
                    <li
                      key={test.id}
                      {...(test.id === linkedId && {
                        ref: linkedRef,
                        tabIndex: -1,
                        className: LINKED_ITEM_CLASS,
                      })}
                    >
                      <MainsTestCard test={test} subscriptionId={subscriptionId} seriesId={seriesId} now={now} />
                    </li>
                  ))}
                </ul>
              )}
            </FilteredByLanguage>
          </div>
        ) : (
          !hasDaily && (
            <div className="mt-6">
              <EmptyLibrary message={t('libraries.tests.empty')} />
            </div>
          )
        )}
      </section>
      {showEnquiry && (
        <EnquiryPanel
          subscriptionId={subscriptionId}
          className="lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]"
        />
      )}
    </div>
  );
}
