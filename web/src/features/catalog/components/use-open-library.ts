import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { makeLibraryId } from '@/lib/library-id';
import { libraryPath, type OpenableLibrary } from '../rules/library-links';
import { type LoginToOpenMessage, MESSAGES } from '../rules/messages';
import { isSubscriptionId } from '../rules/subscription-id';

/** What the library page may read from navigation state (the opaque id alone also works). */
export interface LibraryNavigationState {
  subscriptionId: number;
  subscriptionName: string;
}

/**
 * Opens a subscription's library under a fresh opaque id (docs/product.md, "Library addresses"),
 * made at the click so only libraries actually opened are remembered. Libraries need a session
 * (docs/product.md, "Who may open a library"): without one, the given message and the login dialog instead.
 * Without a usable subscription id it says 'Missing subscription information' and goes nowhere.
 */
export function useOpenLibrary() {
  const { isLoggedIn, onOpenAuth } = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation();

  return (subscription: { id: number; name: string }, library: OpenableLibrary, loginMessage: LoginToOpenMessage) => {
    if (!isSubscriptionId(subscription.id)) {
      toast.error(t(MESSAGES.missingSubscription), { id: 'missing-subscription' });
      return;
    }
    if (!isLoggedIn) {
      toast.error(t(loginMessage), { id: 'login-to-open-library' });
      onOpenAuth('login');
      return;
    }
    const state: LibraryNavigationState = { subscriptionId: subscription.id, subscriptionName: subscription.name };
    void navigate(libraryPath(library.kind, makeLibraryId(subscription.id)), { state });
  };
}
