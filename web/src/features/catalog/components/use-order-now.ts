import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { catalogKeys } from '../api/keys';
import { useStartPayment } from '../api/start-payment';
import { LOGIN_TO_CONTINUE, PAYMENT_START_FAILED, PAYMENT_URL_MISSING } from '../rules/messages';
import { paymentAddress } from '../rules/payment-address';

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

/**
 * Order Now (docs/product.md, "Orders"): a visitor is asked to log in; a learner gets the
 * payment page in a new tab, or in this one when pop-ups are blocked. The catalogue is marked
 * stale, so coming back to this tab after paying refetches it and shows "Subscribed".
 */
export function useOrderNow() {
  const { isLoggedIn, onOpenAuth } = useAuth();
  const queryClient = useQueryClient();
  const payment = useStartPayment();

  const orderNow = (subscriptionId: number) => {
    if (!isLoggedIn) {
      toast.error(LOGIN_TO_CONTINUE, { id: 'login-to-continue' });
      onOpenAuth('login');
      return;
    }
    const tab = openPaymentTab();
    payment.mutate(subscriptionId, {
      onSuccess: (answer) => {
        const address = paymentAddress(answer, window.location.origin);
        if (!address) {
          tab?.close();
          toast.error(PAYMENT_URL_MISSING);
          return;
        }
        void queryClient.invalidateQueries({ queryKey: catalogKeys.all, refetchType: 'none' });
        if (tab && !tab.closed) tab.location.href = address;
        else window.location.assign(address);
      },
      onError: (error) => {
        tab?.close();
        // A 401 has already ended the session and opened the login dialog.
        if (error instanceof ApiError && error.status === 401) return;
        toast.error(failureMessage(error));
      },
    });
  };

  return { orderNow, isStarting: payment.isPending };
}
