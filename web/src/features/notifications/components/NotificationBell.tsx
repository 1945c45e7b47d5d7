import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, useIntlLocale } from '@/i18n/format';
import { type Notice, useBell, useMarkRead } from '../api/notifications';

/**
 * The bell in the header (docs/product.md, "Notifications"): the unread count on it, and the
 * newest notifications in a panel under it. The panel closes on Escape (focus back on the bell),
 * on a click elsewhere and when a notification is followed.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const { data } = useBell();
  const markRead = useMarkRead();
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const follow = (notice: Notice) => {
    if (!notice.readAt) markRead.mutate(notice.id);
    setOpen(false);
  };

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="relative grid size-11 place-items-center rounded-full text-navy-900 hover:bg-navy-50"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
        onClick={() => setOpen(!open)}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-1.5 right-1.5 grid min-w-[1.125rem] place-items-center rounded-full bg-saffron-600 px-1 text-[0.6875rem] leading-[1.125rem] font-bold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-label={t('notifications.title')}
        className="fixed inset-x-3 top-[calc(var(--header-height)+0.25rem)] z-50 max-h-[70dvh] overflow-y-auto rounded-2xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <h2 className="font-display text-base font-bold text-navy-900">{t('notifications.title')}</h2>
          {unread > 0 && (
            <button
              type="button"
              className="rounded-full px-2 py-1 text-sm font-semibold text-saffron-700 hover:bg-saffron-50"
              onClick={() => markRead.mutate(undefined)}
            >
              {t('notifications.markAllRead')}
            </button>
          )}
        </div>
        {data && data.notifications.length === 0 && (
          <p className="px-4 py-6 text-center text-sm text-slate-600">{t('notifications.empty')}</p>
        )}
        <ul className="divide-y divide-slate-100">
          {data?.notifications.map((notice) => (
            <li key={notice.id}>
              <Link
                to={notice.link || '/'}
                onClick={() => follow(notice)}
                className={`block px-4 py-3 hover:bg-navy-50 ${notice.readAt ? '' : 'bg-saffron-50/60'}`}
              >
                <span className="flex items-start gap-2">
                  {!notice.readAt && (
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-saffron-600" aria-hidden="true" />
                  )}
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-navy-900">
                      {!notice.readAt && <span className="sr-only">{t('notifications.unread')} </span>}
                      {notice.title}
                    </span>
                    <span className="block text-sm text-slate-700">{notice.body}</span>
                    <span className="mt-0.5 block text-xs text-slate-500">
                      {formatDateTime(notice.createdAt, locale)}
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
