import { Link, useLocation } from 'react-router';
import { brand } from '@/config/brand';
import type { StaffRole } from '@/lib/auth/staff';
import { navigationFor, navItemFor } from '../../rules/navigation';

interface SideNavProps {
  role: StaffRole;
  /** Called after a page is chosen, so the phone drawer can close. */
  onNavigate?: () => void;
  /** Names the navigation landmark; the drawer and the sidebar are never shown together. */
  label?: string;
}

/** The console's pages, grouped, as far as the role may open them. */
export function SideNav({ role, onNavigate, label = 'Console' }: SideNavProps) {
  // One page is current: the one the address is most deeply under (Second marking, not also
  // Mains answers, for /admin/evaluation/second-marking).
  const current = navItemFor(useLocation().pathname);
  return (
    <nav aria-label={label} className="flex h-full flex-col">
      <div className="flex items-center gap-2 px-5 py-4">
        <img src={brand.logoPath} alt={brand.productName} width={120} height={29} className="h-7 w-auto" />
        <span className="rounded-md bg-navy-900 px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wider text-white uppercase">
          Staff
        </span>
      </div>
      <div className="flex-1 space-y-4 overflow-y-auto px-3 pb-6">
        {navigationFor(role).map((group) => (
          <div key={group.label}>
            <p className="px-3 pb-1.5 text-[0.7rem] font-semibold tracking-[0.14em] text-slate-500 uppercase">
              {group.label}
            </p>
            <ul className="space-y-0.5">
              {group.items.map((item) => (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    aria-current={current?.path === item.path ? 'page' : undefined}
                    onClick={onNavigate}
                    className="flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-navy-950 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
                  >
                    <item.icon className="size-4 shrink-0" aria-hidden="true" />
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
