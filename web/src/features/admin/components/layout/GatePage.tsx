import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { brand } from '@/config/brand';
import { useAuth } from '@/lib/auth/auth-context';
import { PageTitle } from '../ui/PageTitle';

/** The plain frame of the console's pages for people who may not enter it. */
function GateFrame({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh place-items-center bg-slate-50 px-4 py-10">
      <main className="w-full max-w-md text-center">
        <Link to="/" className="mb-8 inline-block">
          <img src={brand.logoPath} alt={`${brand.productName} home`} width={148} height={36} className="h-9 w-auto" />
        </Link>
        {children}
      </main>
    </div>
  );
}

/** A visitor: the console needs a staff login. */
export function StaffLoginPage() {
  return (
    <GateFrame>
      <div className="sr-only">
        <PageTitle title="Staff console" />
      </div>
      <LoginRequiredNotice message="Please log in with your staff account to open the console." />
    </GateFrame>
  );
}

/** A learner (or any account without a staff role): a clear "no", and the way back. */
export function StaffOnlyPage() {
  const { user } = useAuth();
  return (
    <GateFrame>
      <div className="rounded-2xl border border-slate-200 bg-white px-6 py-10 shadow-card">
        <span className="mx-auto grid size-12 place-items-center rounded-full bg-rose-100 text-rose-700">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
        <PageTitle title="Staff only" />
        <p className="-mt-3 text-slate-600">
          This console is for {brand.productName}’s staff.
          {user?.email ? ` You are logged in as ${user.email}, which is not a staff account.` : ''}
        </p>
        <Link to="/" className="btn btn-primary mt-6 px-6">
          Go to the homepage
        </Link>
      </div>
    </GateFrame>
  );
}
