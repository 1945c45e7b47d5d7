import { CircleCheck, LoaderCircle, Lock, MessageSquareText } from 'lucide-react';
import type { Subscription } from '../api/schemas';
import { firstOpenableLibrary, libraryActionLabel } from '../rules/library-links';
import { LOGIN_TO_VIEW_TESTS } from '../rules/messages';
import { purchaseState } from '../rules/purchase-state';
import { useOpenLibrary } from './use-open-library';
import { useOrderNow } from './use-order-now';

interface PurchaseActionsProps {
  subscription: Subscription;
  /** "Order Now" on details pages; the optional course page says "Subscribe Now". */
  buyLabel?: string;
  /** The enquiry panel this page has (show_enquiry), which "Enquire Now" reveals on small screens. */
  enquiry?: { panelId: string; open: boolean; onToggle: () => void };
}

/**
 * The details page's buttons (docs/product.md, "Prices and discounts"): "Seats Full" (disabled)
 * when full and not held, the buy button when for sale, and for a subscriber the way into the
 * library (only when its first library has content); "Enquire Now" when the page has an enquiry
 * panel.
 */
export function PurchaseActions({ subscription, buyLabel = 'Order Now', enquiry }: PurchaseActionsProps) {
  const state = purchaseState(subscription);
  return (
    <div className="flex flex-wrap items-center gap-3">
      {state === 'seats-full' && (
        <button type="button" disabled className="btn bg-slate-200 px-6 py-3 text-slate-600">
          <Lock className="size-4" aria-hidden="true" />
          Seats Full
        </button>
      )}
      {state === 'available' && <BuyButton subscriptionId={subscription.id} label={buyLabel} />}
      {state === 'subscribed' && <SubscribedActions subscription={subscription} />}
      {enquiry && (
        // On large screens the panel is always beside the details: nothing to reveal there.
        <button
          type="button"
          onClick={enquiry.onToggle}
          aria-expanded={enquiry.open}
          aria-controls={enquiry.panelId}
          className="btn btn-outline px-6 py-3 lg:hidden"
        >
          <MessageSquareText className="size-4" aria-hidden="true" />
          Enquire Now
        </button>
      )}
    </div>
  );
}

function BuyButton({ subscriptionId, label }: { subscriptionId: number; label: string }) {
  const { orderNow, isStarting } = useOrderNow();
  return (
    <button
      type="button"
      onClick={() => orderNow(subscriptionId)}
      disabled={isStarting}
      aria-busy={isStarting || undefined}
      className="btn btn-primary px-8 py-3 text-base"
    >
      {isStarting && <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
      {label}
    </button>
  );
}

function SubscribedActions({ subscription }: { subscription: Subscription }) {
  const openLibrary = useOpenLibrary();
  const library = firstOpenableLibrary(subscription.libraries);
  return (
    <>
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-600/20">
        <CircleCheck className="size-4" aria-hidden="true" />
        Subscribed
      </p>
      {library && (
        <button
          type="button"
          onClick={() => openLibrary(subscription, library, LOGIN_TO_VIEW_TESTS)}
          className="btn bg-emerald-600 px-6 py-3 text-white shadow-sm hover:bg-emerald-700"
        >
          {libraryActionLabel(library.kind)}
        </button>
      )}
    </>
  );
}
