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

/** A date and time in India time, e.g. "22 Nov 2026, 6:00 pm" / "22 नव॰ 2026, 6:00 pm". */
export function formatDateTime(value: Date | string, locale: string): string {
  return dateFormat(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(typeof value === 'string' ? new Date(value) : value);
}

/** A date without the time, in India time: "22 Nov 2026". */
export function formatDate(value: Date | string, locale: string): string {
  return dateFormat(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
