import { ArrowRight, CircleCheck, Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD_IMAGE_SIZES, responsiveImage } from '@/lib/file-url';
import { CourseTags, DiscountLine } from '@/components/ui/CourseLabels';
import type { Subscription } from '../api/schemas';
import {
  firstOpenableLibrary,
  libraryActionLabel,
  type OpenableLibrary,
  openableLibraries,
} from '../rules/library-links';
import { MESSAGES } from '../rules/messages';
import { CARD_BUTTON_KEYS, purchaseState, seatsLeftNote, showsPrice } from '../rules/purchase-state';
import { detailsPath, type Section } from '../rules/sections';
import { CompareButton } from './CompareButton';
import { PriceTag } from './PriceTag';
import { useOpenLibrary } from './use-open-library';
import { useWording } from './use-wording';
import { useInLanguage } from '@/lib/translated';

interface SubscriptionCardProps {
  section: Section;
  subscription: Subscription;
  /** Its place in the list, from 0: the first row's pictures are fetched at once. */
  position: number;
}

/** Cards across a row at most (three from 1024 px): their pictures are on the first screen. */
const FIRST_ROW = 3;

/** The libraries a card links to, per section. */
function cardLibraries(section: Section, subscription: Subscription): OpenableLibrary[] {
  if (section.cardLibraries === 'all') return openableLibraries(subscription.libraries);
  if (section.cardLibraries === 'first') {
    const first = firstOpenableLibrary(subscription.libraries);
    return first ? [first] : [];
  }
  return [];
}

/**
 * One subscription in a section list: thumbnail, tags, name, summary, price (while it is for sale:
 * docs/product.md, "Prices and discounts") and discount line, the purchase button (or "View Details" for PCS) and
 * its library buttons.
 */
export function SubscriptionCard({ section, subscription: stored, position }: SubscriptionCardProps) {
  const wording = useWording();
  const { t } = wording;
  // Staff's texts in the learner's language where they wrote them (docs/product.md, "Languages of staff texts").
  const subscription = useInLanguage(stored);
  const to = detailsPath(section, subscription.slug);
  // The details page shows this at once instead of asking the server again.
  const linkState = { subscription: stored };
  const libraries = cardLibraries(section, subscription);
  const seatsNote = seatsLeftNote(subscription, wording);

  return (
    <article className="card flex h-full flex-col overflow-hidden">
      <div className="relative aspect-video overflow-hidden bg-navy-50">
        {subscription.thumbnail && (
          <img
            {...responsiveImage(subscription.thumbnail, CARD_IMAGE_SIZES)}
            alt=""
            width={640}
            height={360}
            // The first card's picture is the list's largest paint; the page's head preloads it too.
            loading={position < FIRST_ROW ? 'eager' : 'lazy'}
            fetchPriority={position === 0 ? 'high' : 'auto'}
            className="size-full object-cover"
          />
        )}
        {section.cardAction === 'view-details' && <StatusBadge subscription={subscription} />}
      </div>
      <div className="flex flex-1 flex-col p-5">
        {subscription.typeName && (
          <p className="text-xs font-semibold text-saffron-700 uppercase">{subscription.typeName}</p>
        )}
        <CourseTags subscription={subscription} className="mt-2" />
        <h2 className="mt-1.5 text-lg leading-snug font-semibold text-navy-900">
          <Link to={to} state={linkState} className="rounded hover:text-navy-700 hover:underline">
            {subscription.name}
          </Link>
        </h2>
        {subscription.short_details && (
          <p className="mt-2 line-clamp-3 text-sm text-slate-600">{subscription.short_details}</p>
        )}
        <div className="mt-auto space-y-3 pt-5">
          {showsPrice(subscription) && <PriceTag price={subscription.price} strikePrice={subscription.strikePrice} />}
          <DiscountLine subscription={subscription} />
          {seatsNote && (
            <p className="flex items-center gap-1.5 text-xs font-medium text-amber-800">
              <Users className="size-3.5" aria-hidden="true" />
              {seatsNote}
            </p>
          )}
          <CompareButton slug={subscription.slug} name={subscription.name} />
          {section.cardAction === 'view-details' ? (
            <Link to={to} state={linkState} className="btn btn-navy w-full">
              {t('catalog.card.viewDetails')}
              <span className="sr-only">: {subscription.name}</span>
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <PurchaseButton subscription={subscription} to={to} linkState={linkState} />
          )}
          {libraries.length > 0 && <LibraryButtons subscription={subscription} libraries={libraries} />}
        </div>
      </div>
    </article>
  );
}

/** A corner badge, so a PCS card (no purchase button) still tells owned and full items apart. */
function StatusBadge({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const state = purchaseState(subscription);
  if (state === 'available') return null;
  return (
    <span
      className={`absolute top-3 left-3 rounded-full px-2.5 py-1 text-xs font-semibold shadow ${
        state === 'subscribed' ? 'bg-emerald-600 text-white' : 'bg-white text-rose-700'
      }`}
    >
      {t(CARD_BUTTON_KEYS[state])}
    </span>
  );
}

interface PurchaseButtonProps {
  subscription: Subscription;
  to: string;
  linkState: { subscription: Subscription };
}

/**
 * "Seats Full" (disabled), "Subscribed", or "View Details & Subscribe" (docs/product.md, "Prices
 * and discounts").
 */
function PurchaseButton({ subscription, to, linkState }: PurchaseButtonProps) {
  const { t } = useTranslation();
  const state = purchaseState(subscription);
  const label = t(CARD_BUTTON_KEYS[state]);
  if (state === 'seats-full') {
    return (
      <button type="button" disabled className="btn w-full bg-slate-200 text-slate-600">
        <Lock className="size-4" aria-hidden="true" />
        {label}
      </button>
    );
  }
  if (state === 'subscribed') {
    return (
      <Link to={to} state={linkState} className="btn w-full bg-emerald-600 text-white shadow-sm hover:bg-emerald-700">
        <CircleCheck className="size-4" aria-hidden="true" />
        {label}
        <span className="sr-only">: {subscription.name}</span>
      </Link>
    );
  }
  return (
    <Link to={to} state={linkState} className="btn btn-primary w-full">
      {label}
      <span className="sr-only">: {subscription.name}</span>
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

interface LibraryButtonsProps {
  subscription: Subscription;
  libraries: readonly OpenableLibrary[];
}

function LibraryButtons({ subscription, libraries }: LibraryButtonsProps) {
  const openLibrary = useOpenLibrary();
  const wording = useWording();
  return (
    <div className="flex flex-wrap gap-2">
      {libraries.map((library) => (
        <button
          key={library.kind}
          type="button"
          onClick={() => openLibrary(subscription, library, MESSAGES.loginOrSignUpToViewTests)}
          className="btn btn-outline flex-1 px-4 py-2 whitespace-nowrap"
        >
          {libraryActionLabel(library.kind, wording)}
          <span className="sr-only">: {subscription.name}</span>
        </button>
      ))}
    </div>
  );
}
