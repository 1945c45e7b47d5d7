import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { isFree } from '@/lib/pricing';
import { paymentReturnAddress, useStartPayment } from '../api/start-payment';
import {
  ENROLLED,
  LOGIN_TO_CONTINUE,
  MISSING_SUBSCRIPTION,
  PAYMENT_START_FAILED,
  PAYMENT_URL_MISSING,
} from '../rules/messages';
import { paymentAddress } from '../rules/payment-address';
import { isSubscriptionId } from '../rules/subscription-id';
import { announcePurchase, markPaymentStarted, refreshPurchases } from './use-purchase-sync';

/**
 * A tab for the payment page, opened while the click is still being handled: browsers block
 * pop-ups opened later (after the server answered). It starts blank and gets its address
 * when the answer arrives; null when the browser blocked it anyway.
 */
function openPaymentTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  // The payment site must not be able to reach back into this page.
  tab.opener = null;
  try {
    tab.document.title = 'Opening the payment page…';
    tab.document.body.textContent = 'Opening the payment page…';
  } catch {
    // Only a courtesy text; the tab works without it.
  }
  return tab;
}

function failureMessage(error: unknown): string {
  // 409: already owned, not on sale, seats just ran out; the server says which.
  if (error instanceof ApiError && error.status === 409) return error.message;
  return PAYMENT_START_FAILED;
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

  const onError = (error: unknown) => {
    // A 401 has already ended the session and opened the login dialog.
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(failureMessage(error));
    // Already held (another tab bought it), seats gone: the page should say so.
    if (error instanceof ApiError && error.status === 409) void refreshPurchases(queryClient);
  };

  const enrolFree = (subscriptionId: number) => {
    payment.mutate(subscriptionId, {
      onSuccess: (answer) => {
        const address = paymentAddress(answer, window.location.origin);
        if (address === new URL(paymentReturnAddress()).href) {
          // Granted by the call itself: nothing to pay.
          toast.success(ENROLLED, { id: 'enrolled' });
          void refreshPurchases(queryClient);
          announcePurchase();
        } else if (address) {
          // The price changed since the page loaded: pay for it as for any course.
          markPaymentStarted();
          window.location.assign(address);
        } else {
          toast.error(PAYMENT_URL_MISSING);
        }
      },
      onError,
    });
  };

  const orderNow = (subscription: Purchasable) => {
    if (!isSubscriptionId(subscription.id)) {
      toast.error(MISSING_SUBSCRIPTION, { id: 'missing-subscription' });
      return;
    }
    if (!isLoggedIn) {
      toast.error(LOGIN_TO_CONTINUE, { id: 'login-to-continue' });
      onOpenAuth('login');
      return;
    }
    if (isFree(subscription.price)) {
      enrolFree(subscription.id);
      return;
    }
    const tab = openPaymentTab();
    payment.mutate(subscription.id, {
      onSuccess: (answer) => {
        const address = paymentAddress(answer, window.location.origin);
        if (!address) {
          tab?.close();
          toast.error(PAYMENT_URL_MISSING);
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
