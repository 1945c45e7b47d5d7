import { ExternalLink, LogOut, Menu } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CloseButton } from '@/components/ui/CloseButton';
import { Modal } from '@/components/ui/Modal';
import { useAuth } from '@/lib/auth/auth-context';
import type { StaffRole } from '@/lib/auth/staff';
import { navItemFor } from '../../rules/navigation';
import { UnsavedChangesProvider } from '../form/UnsavedChangesProvider';
import { Badge } from '../ui/Badge';
import { SideNav } from './SideNav';

const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', evaluator: 'Evaluator' };

/** The navigation as a drawer on phones and tablets: a dialog that keeps focus inside until closed. */
function NavDrawer({ role, onClose }: { role: StaffRole; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} panelClassName="mr-auto max-w-xs self-stretch overflow-hidden">
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id={titleId} className="font-display text-base font-bold text-navy-900">
          Menu
        </h2>
        <CloseButton onClick={onClose} label="Close menu" />
      </div>
      <SideNav role={role} onNavigate={onClose} label="Console menu" />
    </Modal>
  );
}

function TopBar({ role, onOpenMenu }: { role: StaffRole; onOpenMenu: () => void }) {
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  const section = navItemFor(pathname)?.label ?? 'Console';
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        className="grid size-10 place-items-center rounded-full text-navy-900 hover:bg-slate-100 lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <p className="min-w-0 flex-1 truncate font-display text-base font-semibold text-navy-900">{section}</p>
      <Link
        to="/"
        className="hidden items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-navy-800 hover:bg-slate-100 sm:inline-flex"
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        View site
      </Link>
      <div className="hidden min-w-0 text-right md:block">
        <p className="truncate text-sm font-semibold text-navy-950">{user?.name}</p>
        <p className="truncate text-xs text-slate-500">{user?.email}</p>
      </div>
      <Badge tone="blue">{ROLE_LABELS[role]}</Badge>
      <button type="button" onClick={logout} className="btn btn-outline px-3 py-2 sm:px-4">
        <LogOut className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Logout</span>
      </button>
    </header>
  );
}

/**
 * The console's frame: the pages at the side (a drawer on small screens), the top bar, the page,
 * and the question before a form with unsaved changes is left.
 */
export function AdminLayout({ role, children }: { role: StaffRole; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-slate-50">
      <a
        href="#admin-main"
        className="fixed top-3 left-3 z-[60] -translate-y-20 rounded-full bg-navy-900 px-4 py-2 text-sm font-semibold text-white shadow-lg transition focus:translate-y-0"
      >
        Skip to main content
      </a>
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-60 border-r border-slate-200 bg-white lg:block">
        <SideNav role={role} />
      </aside>
      {menuOpen && <NavDrawer role={role} onClose={() => setMenuOpen(false)} />}
      <div className="lg:pl-60">
        <TopBar role={role} onOpenMenu={() => setMenuOpen(true)} />
        <main
          id="admin-main"
          tabIndex={-1}
          className="mx-auto max-w-[90rem] px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <UnsavedChangesProvider>{children}</UnsavedChangesProvider>
        </main>
      </div>
    </div>
  );
}
