/**
 * Dates and numbers in the interface's language (`en-IN` or `hi-IN`: Indian digit grouping, the
 * India time zone for dates, a 12-hour clock). Components call these hooks so that a language
 * switch re-formats what is on screen.
 */
import { useTranslation } from 'react-i18next';
import { indianNumberFormat, type IndianNumberFormat } from './indian-numbers';
import { intlLocale, isLanguage, type Language } from './languages';

export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
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

function isHindi(locale: string): boolean {
  return locale === 'hi' || locale.startsWith('hi-');
}

/**
 * The part of the day a Hindi writer puts before a 12-hour time, by India's hour: सुबह from 4
 * until noon, दोपहर until 4, शाम until 8, रात through the night ("शाम 6:00", not "6:00 pm").
 */
export function hindiDayPeriod(hour: number): string {
  if (hour >= 4 && hour < 12) return 'सुबह';
  if (hour >= 12 && hour < 16) return 'दोपहर';
  if (hour >= 16 && hour < 20) return 'शाम';
  return 'रात';
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
  if (isHindi(locale)) {
    const india = new Date(moment.getTime() + INDIA_OFFSET_MS);
    const hour = india.getUTCHours();
    const minutes = String(india.getUTCMinutes()).padStart(2, '0');
    return `${formatDate(moment, locale)}, ${hindiDayPeriod(hour)} ${hour % 12 || 12}:${minutes}`;
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
  return isHindi(locale)
    ? formatLongDate(value, locale)
    : dateFormat(locale, { ...DAY, month: 'short' }).format(asDate(value));
}

/** A date with the month written out in either language: "22 November 2026", "22 नवंबर 2026". */
export function formatLongDate(value: Date | string, locale: string): string {
  return dateFormat(locale, { ...DAY, month: 'long' }).format(asDate(value));
}
