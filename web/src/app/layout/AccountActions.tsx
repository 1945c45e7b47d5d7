import { CalendarClock, LayoutDashboard, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preloadAuthDialog } from '@/features/auth';
import { useAuth } from '@/lib/auth/auth-context';
import { STAFF_CONSOLE_PATH, staffRoleOf } from '@/lib/auth/staff';
import { useAccountLinks } from '../navigation';
import { useIsCurrent } from './use-is-current';

interface AccountActionsProps {
  /** "bar" for the desktop header, "menu" for the stacked small-screen menu. */
  variant: 'bar' | 'menu';
  /** Called after any choice, so the small-screen menu can close. */
  onChoose?: () => void;
}

/** The learner's live test schedule (features/quiz, SchedulePage). */
const SCHEDULE_PATH = '/schedule';

/**
 * Sign Up and Login when logged out; My Subscriptions, My Profile, the test schedule and Logout
 * when logged in, and for staff a link to their console.
 */
export function AccountActions({ variant, onChoose }: AccountActionsProps) {
  const { t } = useTranslation();
  const { isLoggedIn, user, onOpenAuth, logout } = useAuth();
  const accountLinks = useAccountLinks();
  const isCurrent = useIsCurrent();
  const stacked = variant === 'menu';
  const wrapper = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';

  if (!isLoggedIn) {
    return (
      // Pointing at or tabbing to either button starts loading the dialog, so it opens at once.
      <div
        className={stacked ? 'grid grid-cols-2 gap-3' : wrapper}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
      >
        <button
          type="button"
          className={`btn btn-outline ${stacked ? 'py-3' : ''}`}
          onClick={() => {
            onChoose?.();
            onOpenAuth('signup');
          }}
        >
          {t('common.actions.signUp')}
        </button>
        <button
          type="button"
          className={`btn btn-primary ${stacked ? 'py-3' : ''}`}
          onClick={() => {
            onChoose?.();
            onOpenAuth('login');
          }}
        >
          {t('common.actions.login')}
        </button>
      </div>
    );
  }

  const linkClass = stacked
    ? 'rounded-xl px-4 py-3 font-medium text-navy-900 hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-saffron-700'
    : 'rounded-full px-3 py-2 text-sm font-medium text-navy-800 hover:bg-navy-50 hover:text-navy-950 aria-[current=page]:text-saffron-700';
  // The bar's icon links (the schedule, the console) take less room than words: the bar's
  // entries still fit on one line at 1280 px.
  const iconLinkClass = stacked
    ? `${linkClass} inline-flex items-center gap-1.5`
    : 'inline-flex items-center rounded-full p-2 text-navy-800 hover:bg-navy-50 hover:text-navy-950 aria-[current=page]:text-saffron-700';

  return (
    <div className={stacked ? wrapper : 'flex items-center gap-1'}>
      {accountLinks.map((item) => (
        <Link
          key={item.href}
          to={item.href}
          onClick={onChoose}
          aria-current={isCurrent(item.href) ? 'page' : undefined}
          className={linkClass}
        >
          {item.label}
        </Link>
      ))}
      {/* In the crowded desktop bar an icon with a tooltip, as the console's; in the stacked menu, the words too. */}
      <Link
        to={SCHEDULE_PATH}
        onClick={onChoose}
        title={t('layout.account.schedule')}
        aria-current={isCurrent(SCHEDULE_PATH) ? 'page' : undefined}
        className={iconLinkClass}
      >
        <CalendarClock className={stacked ? 'size-4' : 'size-5'} aria-hidden="true" />
        <span className={stacked ? undefined : 'sr-only'}>{t('layout.account.schedule')}</span>
      </Link>
      {staffRoleOf(user?.role) && (
        // In the crowded desktop bar an icon with a tooltip; in the stacked menu, the words too.
        <Link
          to={STAFF_CONSOLE_PATH}
          onClick={onChoose}
          title={t('layout.account.staffConsole')}
          className={iconLinkClass}
        >
          <LayoutDashboard className={stacked ? 'size-4' : 'size-5'} aria-hidden="true" />
          <span className={stacked ? undefined : 'sr-only'}>{t('layout.account.staffConsole')}</span>
        </Link>
      )}
      {/* In the desktop bar an outlined icon with a tooltip, which leaves the words of My
          Subscriptions and My Profile room on one line beside the bell; in the menu, the words. */}
      <button
        type="button"
        onClick={() => {
          onChoose?.();
          logout();
        }}
        title={stacked ? undefined : t('common.actions.logout')}
        className={stacked ? 'btn btn-outline mt-2 py-3' : 'btn btn-outline size-10 p-0'}
      >
        <LogOut className="size-4" aria-hidden="true" />
        <span className={stacked ? undefined : 'sr-only'}>{t('common.actions.logout')}</span>
      </button>
    </div>
  );
}
