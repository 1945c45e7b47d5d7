import type { ParseKeys } from 'i18next';
import { Clock } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '@/components/ui/CloseButton';
import { Modal } from '@/components/ui/Modal';
import { brand } from '@/config/brand';
import type { AuthMode } from '@/lib/auth/auth-context';
import { tabIndexForKey } from '@/lib/tab-keys';
import { LoginPanel } from './LoginPanel';
import { SignUpPanel } from './SignUpPanel';

const TABS = [
  { mode: 'login', label: 'auth.dialog.loginTab' },
  { mode: 'signup', label: 'auth.dialog.signUpTab' },
] as const satisfies readonly { mode: AuthMode; label: ParseKeys }[];

interface AuthDialogProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
  /** Why the dialog opened by itself ('Your session has expired. Please sign in again.'). */
  notice?: string;
}

/**
 * The auth dialog: Login and Sign Up tabs, a close button, the re-registration
 * note and a body that scrolls within 60% of the viewport height. The tabs follow the ARIA tabs
 * pattern: arrow keys, Home and End move between them and select as they go.
 */
export function AuthDialog({ mode, onModeChange, onClose, notice }: AuthDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const tabId = (tab: AuthMode) => `${id}-tab-${tab}`;
  const panelId = (tab: AuthMode) => `${id}-panel-${tab}`;
  const tabRefs = useRef(new Map<AuthMode, HTMLButtonElement>());

  const selectByKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabIndexForKey(event.key, index, TABS.length);
    if (target === undefined) return;
    const tab = TABS[target];
    if (!tab) return;
    event.preventDefault();
    onModeChange(tab.mode);
    tabRefs.current.get(tab.mode)?.focus();
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} panelClassName="max-w-xl">
      <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-7 sm:pt-6">
        <div>
          <h2 id={titleId} className="font-display text-xl font-bold text-navy-900 sm:text-2xl">
            {t('auth.dialog.title', { product: brand.productName })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('auth.dialog.subtitle')}</p>
        </div>
        <CloseButton onClick={onClose} className="-mt-1 -mr-2" />
      </div>

      {notice && (
        <p
          role="alert"
          className="mx-5 mt-4 flex items-start gap-2 rounded-xl border border-navy-200 bg-navy-50 px-3.5 py-2.5 text-sm font-medium text-navy-900 sm:mx-7"
        >
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      )}

      <div
        role="tablist"
        aria-label={t('auth.dialog.tabsLabel')}
        className="mx-5 mt-5 grid grid-cols-2 gap-1 rounded-full bg-slate-100 p-1 sm:mx-7"
      >
        {TABS.map((tab, index) => {
          const selected = tab.mode === mode;
          return (
            <button
              key={tab.mode}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.mode, element);
                else tabRefs.current.delete(tab.mode);
              }}
              type="button"
              role="tab"
              id={tabId(tab.mode)}
              aria-selected={selected}
              // Only the selected tab's panel is rendered, so only it is referenced.
              aria-controls={selected ? panelId(tab.mode) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onModeChange(tab.mode)}
              onKeyDown={(event) => selectByKey(event, index)}
              className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                selected ? 'bg-white text-navy-900 shadow-sm' : 'text-slate-600 hover:text-navy-900'
              }`}
            >
              {t(tab.label)}
            </button>
          );
        })}
      </div>

      {/* The body scrolls within 60% of the viewport height. */}
      <div className="mt-4 max-h-[60vh] overflow-y-auto overscroll-contain px-5 pb-6 sm:px-7">
        <p className="rounded-xl border border-amber-300 bg-amber-50 px-3.5 py-2.5 text-sm leading-relaxed text-amber-900">
          {t('auth.dialog.reregistrationNote')}
        </p>
        <div role="tabpanel" id={panelId(mode)} aria-labelledby={tabId(mode)} className="mt-5">
          {mode === 'login' ? <LoginPanel onClose={onClose} /> : <SignUpPanel onClose={onClose} />}
        </div>
      </div>
    </Modal>
  );
}
