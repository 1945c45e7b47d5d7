import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { brand } from '@/config/brand';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { useAuth } from '@/lib/auth/auth-context';
import { useSectionLinks } from '../navigation';
import { AccountActions } from './AccountActions';
import { InterfaceLanguageSwitch } from './InterfaceLanguageSwitch';
import { useIsCurrent } from './use-is-current';

const MOBILE_MENU_ID = 'mobile-menu';

/** From which width the bar's entries fit on one line (whole class names, for Tailwind to find). */
function barBreakpoint(entries: number): { desktopOnly: string; smallScreenOnly: string } {
  if (entries <= 8) return { desktopOnly: 'hidden lg:block', smallScreenOnly: 'lg:hidden' };
  if (entries <= 10) return { desktopOnly: 'hidden xl:block', smallScreenOnly: 'xl:hidden' };
  return { desktopOnly: 'hidden 2xl:block', smallScreenOnly: '2xl:hidden' };
}

/**
 * The fixed header: logo, the section links and the account actions; on
 * smaller screens a toggle opens the same entries as a panel that closes when one is chosen, on Escape
 * (returning focus to the toggle) and on any navigation.
 */
export function Header() {
  const { t } = useTranslation();
  const { key: locationKey } = useLocation();
  // The menu is open "at" one location: any navigation (a choice, browser back) closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === locationKey;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? locationKey : null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isCurrent = useIsCurrent();
  const sectionLinks = useSectionLinks();
  // The bar holds the section links, the language switch and the account entries (two buttons, or
  // three entries once logged in): up to eight entries fit from 1024 px, up to ten from 1280 px,
  // more from 1536 px. Below that the menu toggle takes over. The switch counts: with it the six
  // sections and two buttons need about 980 px in English and more in Hindi, past the 960 px a
  // 1024 px window leaves, so they take the bar from 1280 px. Logged in, the schedule's icon
  // joins them: the section links' padding is what leaves it room at 1280 px in English. The
  // bell stands outside the bar, beside the menu toggle, so it does not count.
  const { isLoggedIn } = useAuth();
  const { desktopOnly, smallScreenOnly } = barBreakpoint(sectionLinks.length + 1 + (isLoggedIn ? 3 : 2));

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-[var(--header-height)] items-center justify-between gap-4">
        <Link
          to="/"
          className="flex shrink-0 items-center rounded-lg"
          aria-label={t('layout.header.home', { brand: brand.productName })}
        >
          <img src={brand.logoPath} alt={brand.productName} width={148} height={36} className="h-8 w-auto sm:h-9" />
        </Link>

        <nav aria-label={t('layout.header.mainNav')} className={desktopOnly}>
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {sectionLinks.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  aria-current={isCurrent(item.href) ? 'page' : undefined}
                  className="relative rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap text-navy-800 transition-colors hover:bg-navy-50 hover:text-navy-950 aria-[current=page]:text-saffron-700 xl:px-3"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <div className={desktopOnly}>
            <div className="flex items-center gap-1">
              <InterfaceLanguageSwitch />
              <AccountActions variant="bar" />
            </div>
          </div>
          {/* On every screen, beside the menu toggle on a phone: news should not hide in a menu. */}
          {isLoggedIn && <NotificationBell />}

          <button
            ref={toggleRef}
            type="button"
            className={`grid size-11 place-items-center rounded-full text-navy-900 hover:bg-navy-50 ${smallScreenOnly}`}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('layout.header.closeMenu') : t('layout.header.openMenu')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
          </button>
        </div>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!menuOpen} className={smallScreenOnly}>
        <div className="max-h-[calc(100dvh-var(--header-height))] overflow-y-auto border-t border-slate-200 bg-white shadow-xl">
          <nav aria-label={t('layout.header.mainMenu')} className="container-page py-4">
            <ul className="grid gap-1">
              {sectionLinks.map((item) => (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    onClick={closeMenu}
                    aria-current={isCurrent(item.href) ? 'page' : undefined}
                    className="block rounded-xl px-4 py-3 font-medium text-navy-900 hover:bg-navy-50 aria-[current=page]:bg-navy-50 aria-[current=page]:text-saffron-700"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-4 border-t border-slate-200 pt-4">
              <AccountActions variant="menu" onChoose={closeMenu} />
              <InterfaceLanguageSwitch className="mt-3 w-full justify-center py-3" onChoose={closeMenu} />
            </div>
          </nav>
        </div>
      </div>
    </header>
  );
}
