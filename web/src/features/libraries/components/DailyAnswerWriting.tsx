import { CalendarClock, Flame } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import type { DailyStreak, MainsTest } from '../api/schemas';
import type { DailyQuestions } from '../rules/daily-questions';
import { formatDateTime } from '../rules/format';
import { MainsTestCard } from './MainsTestCard';

interface DailyAnswerWritingProps {
  daily: DailyQuestions<MainsTest>;
  streak: DailyStreak;
  subscriptionId: number;
  seriesId: number;
  now: Date;
}

/**
 * The series' daily answer writing (docs/product.md, "Daily answer writing"): the learner's
 * streak, the question of the day with its upload, and the earlier questions with their
 * evaluations.
 */
export function DailyAnswerWriting({ daily, streak, subscriptionId, seriesId, now }: DailyAnswerWritingProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const headingId = useId();
  const { today, next, earlier } = daily;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-saffron-50/60 p-4 ring-1 ring-saffron-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id={headingId} className="font-display text-lg font-bold text-navy-900">
            {t('libraries.mains.daily.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t('libraries.mains.daily.description')}</p>
        </div>
        <StreakBadge streak={streak} />
      </div>
      <div className="mt-4">
        {today ? (
          <MainsTestCard test={today} subscriptionId={subscriptionId} seriesId={seriesId} now={now} />
        ) : (
          <p className="flex items-center gap-2 rounded-xl bg-white p-4 text-sm text-slate-700">
            <CalendarClock className="size-4 shrink-0 text-saffron-600" aria-hidden="true" />
            {next
              ? t('libraries.mains.daily.next', { date: formatDateTime(next.start_date, locale) })
              : t('libraries.mains.daily.none')}
          </p>
        )}
      </div>
      {earlier.length > 0 && (
        <details className="group mt-4">
          <summary className="cursor-pointer rounded-lg py-1 text-sm font-semibold text-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500">
            {t('libraries.mains.daily.earlier', { count: earlier.length, shown: formatNumber(earlier.length, locale) })}
          </summary>
          <ul className="mt-3 space-y-4">
            {earlier.map((test) => (
              <li key={test.id}>
                <MainsTestCard test={test} subscriptionId={subscriptionId} seriesId={seriesId} now={now} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** The learner's current run of daily questions answered, and their best. */
function StreakBadge({ streak }: { streak: DailyStreak }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const going = streak.current > 0;
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${
        going ? 'bg-white text-saffron-800 ring-saffron-300' : 'bg-white text-slate-700 ring-slate-200'
      }`}
    >
      <Flame className={`size-4 ${going ? 'text-saffron-600' : 'text-slate-400'}`} aria-hidden="true" />
      {going
        ? t('libraries.mains.daily.streak', { count: streak.current, days: formatNumber(streak.current, locale) })
        : t('libraries.mains.daily.noStreak')}
      {streak.longest > streak.current && (
        <span className="font-normal text-slate-600">
          {' · '}
          {t('libraries.mains.daily.longest', { days: formatNumber(streak.longest, locale) })}
        </span>
      )}
    </p>
  );
}
