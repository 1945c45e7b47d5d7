import type { ComponentProps } from 'react';
import { Toaster, type ToastOptions } from 'react-hot-toast';

/**
 * Toasts at the top centre, dark navy, a pink border for errors and a green one
 * for success; blank, error and custom last 4 s, success 2 s, loading until dismissed. At most
 * 20 are kept: react-hot-toast's own limit (TOAST_LIMIT = 20), so nothing to configure for it.
 */
export const TOAST_DURATIONS_MS = { blank: 4000, error: 4000, success: 2000, loading: Infinity, custom: 4000 } as const;

const navy = '#0b1f4b';

const baseStyle: ToastOptions['style'] = {
  background: navy,
  color: '#ffffff',
  border: '1px solid #2a3f76',
  borderRadius: '0.875rem',
  padding: '0.75rem 1rem',
  fontSize: '0.9375rem',
  boxShadow: '0 12px 32px -8px rgb(6 18 51 / 0.45)',
};

export const toastOptions = {
  duration: TOAST_DURATIONS_MS.blank,
  style: baseStyle,
  blank: { duration: TOAST_DURATIONS_MS.blank },
  custom: { duration: TOAST_DURATIONS_MS.custom },
  loading: { duration: TOAST_DURATIONS_MS.loading },
  success: {
    duration: TOAST_DURATIONS_MS.success,
    style: { ...baseStyle, border: '2px solid #22c55e' },
    iconTheme: { primary: '#22c55e', secondary: navy },
  },
  error: {
    duration: TOAST_DURATIONS_MS.error,
    style: { ...baseStyle, border: '2px solid #f472b6' },
    iconTheme: { primary: '#f472b6', secondary: navy },
  },
} satisfies ComponentProps<typeof Toaster>['toastOptions'];

export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      // Named for the browser tests' accessibility checks (e2e/browser.ts, seriousViolations).
      containerClassName="app-toasts"
      containerStyle={{ top: 'calc(var(--header-height) + 0.75rem)' }}
      toastOptions={toastOptions}
    />
  );
}
