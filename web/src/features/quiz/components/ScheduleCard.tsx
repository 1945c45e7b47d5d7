import { CalendarPlus, Clock, DoorOpen, PencilLine, Radio } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, useIntlLocale } from '@/i18n/format';
import type { ScheduledTest } from '../api/schemas';
import { useCountdown } from '../hooks/use-countdown';
import { useWindowPhase } from '../hooks/use-window-phase';
import { calendarPath, quizPath } from '../rules/paths';
import { formatCountdown } from '../rules/test-window';

/**
 * One window of the learner's live schedule: the series, the test, its opening and closing in
 * India time, where it stands (a countdown to the opening, or live now), 'Add to calendar' (the
 * test's .ics) and the way to its start page.
 */
export function ScheduleCard({ test, clockOffsetMs }: { test: ScheduledTest; clockOffsetMs: number }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const headingId = useId();
  const phase = useWindowPhase(test, clockOffsetMs);
  const facts = [
    { icon: DoorOpen, label: t('schedule.opens'), value: formatDateTime(test.opens_at, locale) },
    { icon: Clock, label: t('schedule.closes'), value: formatDateTime(test.closes_at, locale) },
    {
      icon: PencilLine,
      label: t('schedule.duration'),
      value: t('schedule.durationValue', { count: test.duration }),
    },
  ];
  return (
    <article aria-labelledby={headingId} className="card flex h-full flex-col p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {test.seriesName && (
          <p className="text-xs font-semibold tracking-wide text-saffron-800 uppercase">{test.seriesName}</p>
        )}
        <WindowStatus phase={phase} opensAt={test.opens_at} clockOffsetMs={clockOffsetMs} />
      </div>
      <h2 id={headingId} className="mt-2 text-lg leading-snug font-semibold text-navy-900">
        {test.name}
      </h2>
      <dl className="mt-3 grid gap-1.5 text-sm">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="flex flex-wrap items-center gap-x-1.5">
            <Icon className="size-4 text-saffron-600" aria-hidden="true" />
            <dt className="text-slate-600">{label}:</dt>
            <dd className="font-semibold text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Link to={quizPath(test.slug)} aria-describedby={headingId} className="btn btn-primary">
          <PencilLine className="size-4" aria-hidden="true" />
          {phase === 'open' ? t('schedule.startTest') : t('schedule.goToTest')}
        </Link>
        <a
          href={calendarPath(test.slug)}
          download={`${test.slug}.ics`}
          aria-describedby={headingId}
          className="btn btn-outline"
        >
          <CalendarPlus className="size-4" aria-hidden="true" />
          {t('schedule.addToCalendar')}
        </a>
      </div>
    </article>
  );
}

function WindowStatus({
  phase,
  opensAt,
  clockOffsetMs,
}: {
  phase: ScheduledTest['window'];
  opensAt: string;
  clockOffsetMs: number;
}) {
  const { t } = useTranslation();
  if (phase === 'upcoming') return <OpensIn opensAt={opensAt} clockOffsetMs={clockOffsetMs} />;
  if (phase === 'open') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
        <Radio className="size-3.5" aria-hidden="true" />
        {t('schedule.status.open')}
      </span>
    );
  }
  return (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      {t('schedule.status.closed')}
    </span>
  );
}

/** The countdown to the opening, ticking on the server's clock (a timer: screen readers let it tick). */
function OpensIn({ opensAt, clockOffsetMs }: { opensAt: string; clockOffsetMs: number }) {
  const { t } = useTranslation();
  const left = useCountdown(opensAt, clockOffsetMs);
  return (
    <span className="rounded-full bg-saffron-100 px-2.5 py-0.5 text-xs font-semibold text-saffron-900">
      <Trans
        i18nKey="schedule.status.upcoming"
        values={{ time: formatCountdown(left, t) }}
        components={{ timer: <span role="timer" className="font-mono tabular-nums" /> }}
      />
    </span>
  );
}
