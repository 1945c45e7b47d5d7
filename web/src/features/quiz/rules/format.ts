/**
 * How the quiz screens write numbers, marks, durations and dates, in the interface's locale
 * (`en-IN` or `hi-IN`, docs/product.md "Display"). Components pass `useIntlLocale()` and their `t`;
 * the English defaults serve callers that have no locale at hand.
 */
import type { TFunction } from 'i18next';
import { i18n } from '@/i18n';
import { formatDateTime, formatNumber } from '@/i18n/format';
import { DEFAULT_LANGUAGE, intlLocale } from '@/i18n/languages';

const DEFAULT_LOCALE = intlLocale(DEFAULT_LANGUAGE);
const appT: TFunction = i18n.t.bind(i18n);

/** Scores and marks with two decimals, e.g. -0.66 (docs/product.md, "Display"). */
export function formatScore(value: number, locale: string = DEFAULT_LOCALE): string {
  return formatNumber(value, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A mark as the marking scheme shows it: "+2.00", "-0.66", "0.00". */
export function formatMark(value: number, sign: 'gain' | 'loss', locale: string = DEFAULT_LOCALE): string {
  if (value === 0) return formatScore(0, locale);
  return sign === 'gain' ? `+${formatScore(value, locale)}` : `-${formatScore(Math.abs(value), locale)}`;
}

/** Compact marks for facts: 20 stays "20", 0.5 is "0.5". */
export function formatMarks(value: number, locale: string = DEFAULT_LOCALE): string {
  return formatNumber(value, locale, { maximumFractionDigits: 2 });
}

/** "1h 02m", "4m 05s", "12s" ("1 घं 02 मि" in Hindi): time spent, in the short form tables need. */
export function formatTimeSpent(milliseconds: number, t: TFunction = appT): string {
  const total = Math.max(0, Math.round(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return t('results.timeSpent.hoursMinutes', { hours, minutes: pad(minutes) });
  if (minutes > 0) return t('results.timeSpent.minutesSeconds', { minutes, seconds: pad(seconds) });
  return t('results.timeSpent.seconds', { seconds });
}

/** A percentage as the analysis shows it: 66.67 -> "66.7%". */
export function formatPercent(value: number, locale: string = DEFAULT_LOCALE): string {
  return formatNumber(value / 100, locale, { style: 'percent', maximumFractionDigits: 1 });
}

/** A percentile with two decimals: 87.5 -> "87.50". */
export function formatPercentile(value: number, locale: string = DEFAULT_LOCALE): string {
  return formatScore(value, locale);
}

/**
 * An attempt's date and time in India time with a 12-hour clock: "1 Mar 2027, 3:05 pm" /
 * "1 मार्च 2027, दोपहर 3:05". An unreadable date shows as nothing.
 */
export function formatAttemptDate(iso: string, locale: string = DEFAULT_LOCALE): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(date, locale);
}

/** The letter of the option at `index`: a, b, c, d as question papers write them. */
export function optionLetter(index: number): string {
  return String.fromCharCode(97 + index);
}
