/**
 * Dates and numbers in the interface's language (`en-IN` or `hi-IN`: Indian digit grouping, the
 * India time zone for dates, a 12-hour clock). Components call these hooks so that a language
 * switch re-formats what is on screen.
 */
import { useTranslation } from 'react-i18next';
import { indianNumberFormat, type IndianNumberFormat } from './indian-numbers';
import { DEFAULT_LANGUAGE, intlLocale, isLanguage, type Language, LANGUAGE_ROWS, type LanguageRow } from './languages';

export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return intlLocale(language);
}

// Making an Intl formatter costs about a millisecond of a phone's time (the locale's data is
// loaded for it), and a page formats dozens of figures: each formatter is made once.
const numberFormats = new Map<string, IndianNumberFormat>();

/**
 * A count or amount with Indian grouping: 1,00,000. Counts and rupees are written without Intl
 * (indian-numbers.ts: the first Intl.NumberFormat of a page holds a phone up for about 100 ms).
 */
export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = indianNumberFormat(locale, options) ?? new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** India's offset from UTC; India has kept UTC+05:30, without daylight saving, since 1945. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * The registry's row that writes its own dates (months and parts of the day) for an Intl locale,
 * if any: Hindi and Marathi do ("29 नवंबर 2026, सुबह 9:52"), English leaves it to Intl.
 */
function datesOf(locale: string): LanguageRow | undefined {
  return LANGUAGE_ROWS.find(
    (row) =>
      row.months && row.dayPeriods && (locale === row.intl || locale === row.code || locale.startsWith(`${row.code}-`)),
  );
}

/**
 * The part of the day a language puts before a 12-hour time, by India's hour, from the registry
 * (Hindi: सुबह from 4 until noon, दोपहर until 4, शाम until 8, रात through the night: "शाम 6:00",
 * not "6:00 pm"); the last period runs through midnight to the first.
 */
function dayPeriod(row: LanguageRow, hour: number): string {
  const periods = row.dayPeriods ?? [];
  let word = periods[periods.length - 1]?.word ?? '';
  for (const period of periods) if (hour >= period.from) word = period.word;
  return word;
}

/** The part of the day before a 12-hour time in a locale's language, or undefined (English). */
export function dayPeriodIn(locale: string, hour: number): string | undefined {
  const row = datesOf(locale);
  return row ? dayPeriod(row, hour) : undefined;
}

/** A calendar day in India; each format adds its month. */
const DAY = { timeZone: 'Asia/Kolkata', day: 'numeric', year: 'numeric' } as const;

function asDate(value: Date | string): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * A date and time in India time, with a 12-hour clock (docs/product.md, "Display"): "22 Nov 2026,
 * 6:00 pm" in English; in Hindi with the month written out and the part of the day before the
 * time, as Hindi writers put it: "22 नवंबर 2026, शाम 6:00".
 */
export function formatDateTime(value: Date | string, locale: string): string {
  const moment = asDate(value);
  const row = datesOf(locale);
  if (row) {
    const india = new Date(moment.getTime() + INDIA_OFFSET_MS);
    const hour = india.getUTCHours();
    const minutes = String(india.getUTCMinutes()).padStart(2, '0');
    return `${formatLongDate(moment, locale)}, ${dayPeriod(row, hour)} ${hour % 12 || 12}:${minutes}`;
  }
  return dateFormat(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(moment);
}

/** A date without the time, in India time: "22 Nov 2026"; in Hindi the month written out, "22 नवंबर 2026". */
export function formatDate(value: Date | string, locale: string): string {
  return datesOf(locale)
    ? formatLongDate(value, locale)
    : dateFormat(locale, { ...DAY, month: 'short' }).format(asDate(value));
}

/** A date with the month written out in either language: "22 November 2026", "22 नवंबर 2026". */
export function formatLongDate(value: Date | string, locale: string): string {
  const months = datesOf(locale)?.months;
  if (months) {
    // The registry's months, as the server writes them (no comma before the year, as mr-IN's has).
    const india = new Date(asDate(value).getTime() + INDIA_OFFSET_MS);
    return `${india.getUTCDate()} ${months[india.getUTCMonth()] ?? ''} ${india.getUTCFullYear()}`;
  }
  return dateFormat(locale, { ...DAY, month: 'long' }).format(asDate(value));
}
