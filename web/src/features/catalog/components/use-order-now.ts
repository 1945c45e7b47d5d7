import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { isFree } from '@/lib/pricing';
import { paymentReturnAddress, useStartPayment } from '../api/start-payment';
import { MESSAGES } from '../rules/messages';
import { paymentAddress } from '../rules/payment-address';
import { isSubscriptionId } from '../rules/subscription-id';
import { announcePurchase, refreshPurchases } from './use-purchase-sync';

function failureMessage(error: unknown, t: TFunction): string {
  // 409: already owned, not on sale, seats just ran out; the server says which (in the learner's language).
  if (error instanceof ApiError && error.status === 409) return error.message;
  return t(MESSAGES.paymentStartFailed);
}

/** What the buy button needs to know of the subscription. */
export interface Purchasable {
  id: number;
  price: number;
}

/**
 * Order Now and Enroll free (docs/product.md, "Orders", "Free courses"). A visitor is asked to
 * sign in or sign up, and the order goes on by itself once they have (when the dialog closes
 * signed in); closing it without signing in forgets it. A free subscription is granted by the
 * same call, with no payment page, and this page shows it as owned at once. Otherwise the payment
 * page opens in this tab, and the gateway brings the learner back to this page.
 */
export function useOrderNow() {
  const { isLoggedIn, authDialog, onOpenAuth } = useAuth();
  const queryClient = useQueryClient();
  const payment = useStartPayment();
  const { t } = useTranslation();
  // The order a visitor asked for, waiting for them to sign in.
  const afterSignIn = useRef<Purchasable | null>(null);

  const onError = (error: unknown) => {
    // A 401 has already ended the session and opened the login dialog.
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(failureMessage(error, t));
    // Already held (another tab bought it), seats gone: the page should say so.
    if (error instanceof ApiError && error.status === 409) void refreshPurchases(queryClient);
  };

  const enrolFree = (subscriptionId: number) => {
    payment.mutate(subscriptionId, {
      onSuccess: (answer) => {
        const address = paymentAddress(answer, window.location.origin);
        if (address === new URL(paymentReturnAddress()).href) {
          // Granted by the call itself: nothing to pay.
          toast.success(t(MESSAGES.enrolled), { id: 'enrolled' });
          void refreshPurchases(queryClient);
          announcePurchase();
        } else if (address) {
          // The price changed since the page loaded: pay for it as for any course.
          window.location.assign(address);
        } else {
          toast.error(t(MESSAGES.paymentUrlMissing));
        }
      },
      onError,
    });
  };

  const startOrder = (subscription: Purchasable) => {
    if (isFree(subscription.price)) {
      enrolFree(subscription.id);
      return;
    }
    payment.mutate(subscription.id, {
      onSuccess: (answer) => {
        const address = paymentAddress(answer, window.location.origin);
        if (address) window.location.assign(address);
        else toast.error(t(MESSAGES.paymentUrlMissing));
      },
      onError,
    });
  };

  const continueAfterSignIn = useEffectEvent(() => {
    const subscription = afterSignIn.current;
    afterSignIn.current = null;
    if (subscription && isLoggedIn) startOrder(subscription);
  });
  // The dialog closes at once after a login and three seconds after a sign-up (its success
  // message stays that long); the session is stored before either closes it.
  useEffect(() => {
    if (authDialog === null) continueAfterSignIn();
  }, [authDialog]);

  const orderNow = (subscription: Purchasable) => {
    if (!isSubscriptionId(subscription.id)) {
      toast.error(t(MESSAGES.missingSubscription), { id: 'missing-subscription' });
      return;
    }
    if (!isLoggedIn) {
      toast.error(t(MESSAGES.loginToContinue), { id: 'login-to-continue' });
      afterSignIn.current = subscription;
      onOpenAuth('login');
      return;
    }
    startOrder(subscription);
  };

  return { orderNow, isStarting: payment.isPending };
}
