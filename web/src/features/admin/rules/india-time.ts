/**
 * Times in the console. The server answers instants in UTC and reads a typed
 * "YYYY-MM-DDTHH:MM" as India time, which is what staff think in. India has kept one offset
 * (UTC+05:30, no daylight saving) since 1945, so a fixed offset converts exactly, whatever
 * time zone the staff member's computer is set to.
 */
import { formatDate as indiaDate, formatDateTime as indiaDateTime } from '@/i18n/format';

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as a datetime-local input shows it in India time: "2026-11-22T15:38:00Z" → "2026-11-22T21:08". */
export function toIndiaInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The India-time calendar day of an instant, "YYYY-MM-DD". */
export function indiaDay(ms: number): string {
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `count` consecutive India-time days starting with the day of `sinceIso`. */
export function indiaDays(sinceIso: string, count: number): string[] {
  const start = Date.parse(sinceIso);
  if (Number.isNaN(start)) return [];
  return Array.from({ length: count }, (_, index) => indiaDay(start + index * DAY_MS));
}

/** The console stays in English (docs/product.md, "Languages of the interface"). */
const CONSOLE_LOCALE = 'en-IN';

const shortDayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** "22 Nov 2026, 9:08 pm" in India time; empty for a missing or unreadable value. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : indiaDateTime(new Date(ms), CONSOLE_LOCALE);
}

/** "22 Nov 2026" in India time. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : indiaDate(new Date(ms), CONSOLE_LOCALE);
}

/** A calendar day "2026-11-22" as "22 Nov" (the day is already India's: formatted without shifting). */
export function formatDay(day: string): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? day : shortDayFormat.format(ms);
}
