import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { backFromPaymentState } from '@/lib/back-from-payment';
import { PAYMENT_OUTCOME_PARAM } from '../api/start-payment';
import { MESSAGES } from '../rules/messages';
import { announcePurchase, refreshPurchases } from './use-purchase-sync';

const TOAST_ID = 'payment-return';

/**
 * Says how the payment went, once: the parameter is then taken out of the address, so a reload
 * or a bookmark does not say it again. After a success the learner's lists are asked afresh, here
 * and in the site's other tabs. Used by the pages a payment returns to: those with Order Now.
 */
export function usePaymentReturn(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const outcome = searchParams.get(PAYMENT_OUTCOME_PARAM);

  useEffect(() => {
    if (outcome === null) return;
    if (outcome === 'success') {
      toast.success(t(MESSAGES.paymentSucceeded), { id: TOAST_ID });
      void refreshPurchases(queryClient);
      announcePurchase();
    } else if (outcome === 'cancelled') {
      toast(t(MESSAGES.paymentCancelled), { id: TOAST_ID });
    } else if (outcome === 'failed') {
      toast.error(t(MESSAGES.paymentFailed), { id: TOAST_ID });
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAYMENT_OUTCOME_PARAM);
        return next;
      },
      { replace: true, state: backFromPaymentState },
    );
  }, [outcome, queryClient, setSearchParams, t]);
}
