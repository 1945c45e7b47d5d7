import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FullscreenButton } from './FullscreenButton';

interface TestHeaderProps {
  title: string;
  onExit: () => void;
  /** The countdown (its own component, so only it re-renders every second). */
  timer: ReactNode;
}

/** Exit Test, the test's name, the countdown and the full-screen toggle. */
export function TestHeader({ title, onExit, timer }: TestHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2.5 sm:gap-4 sm:px-6">
        <button type="button" onClick={onExit} className="btn btn-ghost-light shrink-0 px-3 py-2">
          <LogOut className="size-4 rotate-180" aria-hidden="true" />
          {t('quiz.header.exit')}
        </button>
        {/* On a phone the name moves under the bar, where it has room; here it stays for screen readers. */}
        <h1 className="sr-only min-w-0 flex-1 truncate text-base font-semibold sm:not-sr-only">{title}</h1>
        <span className="flex-1 sm:hidden" aria-hidden="true" />
        {timer}
        <FullscreenButton compact className="btn btn-ghost-light shrink-0 px-2.5 py-2" />
      </div>
    </header>
  );
}
