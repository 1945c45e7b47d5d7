import type { TFunction } from 'i18next';
import { i18n } from '@/i18n';
import { formatDateTime as formatIndiaDateTime } from '@/i18n/format';

/**
 * Dates in India's time with a 12-hour clock, in the interface's locale (docs/product.md,
 * "Display"): "22 Nov 2026, 6:00 am" in `en-IN`, "22 नवंबर 2026, सुबह 6:00" in `hi-IN`. Components
 * pass `useIntlLocale()`; an unreadable date gives nothing.
 */
export function formatDateTime(iso: string, locale = 'en-IN'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatIndiaDateTime(date, locale);
}

/** A video's length as people say it: "45 min", "1 h 2 min" ("45 मिनट", "1 घंटा 2 मिनट"). */
export function formatVideoDuration(seconds: number | null | undefined, t: TFunction = i18n.t): string {
  if (!seconds || seconds <= 0) return '';
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('libraries.videos.duration.minutes', { minutes });
  return rest === 0
    ? t('libraries.videos.duration.hours', { count: hours })
    : t('libraries.videos.duration.hoursMinutes', { count: hours, minutes: rest });
}
