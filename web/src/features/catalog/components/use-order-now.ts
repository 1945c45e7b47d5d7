import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { isFree } from '@/lib/pricing';
import { paymentReturnAddress, useStartPayment } from '../api/start-payment';
import { MESSAGES } from '../rules/messages';
import { paymentAddress } from '../rules/payment-address';
import { isSubscriptionId } from '../rules/subscription-id';
import { announcePurchase, markPaymentStarted, refreshPurchases } from './use-purchase-sync';

/**
 * A tab for the payment page, opened while the click is still being handled: browsers block
 * pop-ups opened later (after the server answered). It starts blank and gets its address
 * when the answer arrives; null when the browser blocked it anyway.
 */
function openPaymentTab(t: TFunction): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The payment site must not be able to reach back into this page.
  tab.opener = null;
  try {
    const opening = t(MESSAGES.openingPaymentPage);
    tab.document.title = opening;
    tab.document.documentElement.lang = document.documentElement.lang;
    tab.document.body.textContent = opening;
  } catch {
    // Only a courtesy text; the tab works without it.
  }
  return tab;
}

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
 * Order Now and Enroll free (docs/product.md, "Orders", "Free courses"): a visitor is asked to
 * log in. A free subscription is granted by the same call, with no payment page, and this page
 * shows it as owned at once. Otherwise the payment page opens in a new tab (in this one when
 * pop-ups are blocked), and this tab asks for the catalogue again when the learner comes back to it.
 */
export function useOrderNow() {
  const { isLoggedIn, onOpenAuth } = useAuth();
  const queryClient = useQueryClient();
  const payment = useStartPayment();
  const { t } = useTranslation();

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
          markPaymentStarted();
          window.location.assign(address);
        } else {
          toast.error(t(MESSAGES.paymentUrlMissing));
        }
      },
      onError,
    });
  };

  const orderNow = (subscription: Purchasable) => {
    if (!isSubscriptionId(subscription.id)) {
      toast.error(t(MESSAGES.missingSubscription), { id: 'missing-subscription' });
      return;
    }
    if (!isLoggedIn) {
      toast.error(t(MESSAGES.loginToContinue), { id: 'login-to-continue' });
      onOpenAuth('login');
      return;
    }
    if (isFree(subscription.price)) {
      enrolFree(subscription.id);
      return;
    }
    const tab = openPaymentTab(t);
    payment.mutate(subscription.id, {
      onSuccess: (answer) => {
        const address = paymentAddress(answer, window.location.origin);
        if (!address) {
          tab?.close();
          toast.error(t(MESSAGES.paymentUrlMissing));
          return;
        }
        markPaymentStarted();
        if (tab && !tab.closed) tab.location.href = address;
        else window.location.assign(address);
      },
      onError: (error) => {
        tab?.close();
        onError(error);
      },
    });
  };

  return { orderNow, isStarting: payment.isPending };
}
