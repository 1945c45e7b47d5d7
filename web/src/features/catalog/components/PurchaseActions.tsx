import type { ParseKeys } from 'i18next';
import { CalendarClock, CircleCheck, LoaderCircle, Lock, MessageSquareText } from 'lucide-react';
import { isFree } from '@/lib/pricing';
import type { Subscription } from '../api/schemas';
import { ACCESS_NOW_KEY, librariesByKind } from '../rules/library-links';
import { MESSAGES } from '../rules/messages';
import { purchaseState } from '../rules/purchase-state';
import { validityBeforeBuying, validUntilText } from '../rules/validity';
import { LibraryLinks } from './LibraryLinks';
import { useOpenLibrary } from './use-open-library';
import { useOrderNow } from './use-order-now';
import { useWording } from './use-wording';

const BUY_LABELS = {
  order: 'catalog.purchase.orderNow',
  subscribe: 'catalog.purchase.subscribeNow',
} as const satisfies Record<string, ParseKeys>;

interface PurchaseActionsProps {
  subscription: Subscription;
  /** "Order Now" on details pages; the optional course page says "Subscribe Now". */
  buyLabel?: 'order' | 'subscribe';
  /** The enquiry panel this page has (show_enquiry), which "Enquire Now" reveals on small screens. */
  enquiry?: { panelId: string; open: boolean; onToggle: () => void };
}

/**
 * A course page's purchase block (docs/product.md, "Prices and discounts", "Free courses",
 * "Validity", "Bundles"): how long access lasts, then "Seats Full" (disabled) when full and not
 * held, the buy button when for sale ("Enroll free" when it costs nothing), and for a holder
 * "Access Now" with every library of the subscription; "Enquire Now" when the page has an
 * enquiry panel and the learner does not hold the course.
 */
export function PurchaseActions({ subscription, buyLabel = 'order', enquiry }: PurchaseActionsProps) {
  const wording = useWording();
  const { t } = wording;
  const state = purchaseState(subscription);
  const validity =
    state === 'subscribed'
      ? validUntilText(subscription.subscribedUntil, wording)
      : validityBeforeBuying(subscription, wording);
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm font-medium text-navy-800">
        <CalendarClock className="size-4 shrink-0 text-saffron-600" aria-hidden="true" />
        {validity}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {state === 'seats-full' && (
          <button type="button" disabled className="btn bg-slate-200 px-6 py-3 text-slate-600">
            <Lock className="size-4" aria-hidden="true" />
            {t('catalog.card.seatsFull')}
          </button>
        )}
        {state === 'available' && (
          <BuyButton
            subscription={subscription}
            label={t(isFree(subscription.price) ? 'catalog.purchase.enrollFree' : BUY_LABELS[buyLabel])}
          />
        )}
        {state === 'subscribed' && <SubscribedActions subscription={subscription} />}
        {enquiry && state !== 'subscribed' && (
          // On large screens the panel is always beside the details: nothing to reveal there.
          <button
            type="button"
            onClick={enquiry.onToggle}
            aria-expanded={enquiry.open}
            aria-controls={enquiry.panelId}
            className="btn btn-outline px-6 py-3 lg:hidden"
          >
            <MessageSquareText className="size-4" aria-hidden="true" />
            {t('catalog.purchase.enquireNow')}
          </button>
        )}
      </div>
      {state === 'subscribed' && (
        <LibraryLinks
          subscription={subscription}
          libraries={subscription.libraries}
          open
          label={t('catalog.purchase.yourLibraries')}
          showLabel
        />
      )}
    </div>
  );
}

function BuyButton({ subscription, label }: { subscription: Subscription; label: string }) {
  const { orderNow, isStarting } = useOrderNow();
  return (
    <button
      type="button"
      onClick={() => orderNow(subscription)}
      disabled={isStarting}
      aria-busy={isStarting || undefined}
      className="btn btn-primary px-8 py-3 text-base"
    >
      {isStarting && <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      {label}
    </button>
  );
}

/** "Subscribed", and "Access Now" into the first library that has something in it. */
function SubscribedActions({ subscription }: { subscription: Subscription }) {
  const openLibrary = useOpenLibrary();
  const wording = useWording();
  const { t } = wording;
  const first = librariesByKind(subscription.libraries, wording).find((library) => library.count > 0);
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-600/20">
        <CircleCheck className="size-4" aria-hidden="true" />
        {t('catalog.card.subscribed')}
      </p>
      {first && (
        <button
          type="button"
          onClick={() => openLibrary(subscription, first, MESSAGES.loginToViewTests)}
          className="btn bg-emerald-700 px-6 py-3 text-white shadow-sm hover:bg-emerald-800"
        >
          {t(ACCESS_NOW_KEY)}
        </button>
      )}
    </>
  );
}
