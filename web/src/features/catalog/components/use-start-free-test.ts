import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { isFree } from '@/lib/pricing';
import { quizPath, START_FREE_TEST_PARAM, START_FREE_TEST_VALUE } from '@/lib/test-paths';
import { getFirstTestSlug } from '../api/get-first-test';
import type { Subscription } from '../api/schemas';
import { startPayment } from '../api/start-payment';
import { MESSAGES } from '../rules/messages';
import { announcePurchase, refreshPurchases } from './use-purchase-sync';

/**
 * The home page's 'Take a free test' for a signed-in learner (docs/product.md, "Free courses"):
 * the free course's page, asked with ?start=test, enrols the learner when they do not hold it yet
 * and goes on to its first test's start page, so that the test's first question is two taps from
 * the home page. Answers whether it is doing so (the page says it is opening the test). A visitor,
 * or a course that is not free, gets the course page as it is.
 */
export function useStartFreeTest(subscription: Subscription): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const { isLoggedIn } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const asked = searchParams.get(START_FREE_TEST_PARAM) === START_FREE_TEST_VALUE;
  const starting = asked && isLoggedIn && isFree(subscription.price);
  // Once per page, whatever re-renders it.
  const started = useRef(false);
  const { id, isSubscribed } = subscription;

  useEffect(() => {
    if (!starting || started.current) return;
    started.current = true;
    // Back on the course page as it is, for anything that stops the way to the test.
    const stay = () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(START_FREE_TEST_PARAM);
          return next;
        },
        { replace: true },
      );
    void (async () => {
      try {
        if (!isSubscribed) {
          try {
            await startPayment(id);
            void refreshPurchases(queryClient);
            announcePurchase();
          } catch (error) {
            // 409: held already (the page's copy was a visitor's); anything else stops here.
            if (!(error instanceof ApiError && error.status === 409)) throw error;
          }
        }
        const slug = await getFirstTestSlug(id);
        if (slug) await navigate(quizPath(slug), { replace: true });
        else stay();
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) toast.error(t(MESSAGES.freeTestFailed));
        stay();
      }
    })();
  }, [starting, id, isSubscribed, navigate, queryClient, setSearchParams, t]);

  return starting;
}
