import { ArrowRight, CalendarClock, CalendarX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/i18n/format';
import { inLanguage } from '@/lib/translated';
import { useLinkedItem } from '@/lib/use-linked-item';
import type { MySubscription } from '../api/schemas';
import { isLibraryKind } from '../api/schemas';
import { useSection } from '../api/use-sections';
import { ACCESS_NOW_KEY, libraryKindName } from '../rules/library-links';
import { MESSAGES } from '../rules/messages';
import { subscriptionPagePath } from '../rules/sections';
import { expiredText, validUntilText } from '../rules/validity';
import { LibraryLinks } from './LibraryLinks';
import { useWording } from './use-wording';

/**
 * The columns Name (with until when it opens), Type and Action (every library of the
 * subscription, with its size), then "Showing N subscriptions". Ended subscriptions come last,
 * marked, with the way to buy them again (docs/product.md, "Validity", "Bundles").
 */
export function MySubscriptionsTable({ subscriptions: stored }: { subscriptions: readonly MySubscription[] }) {
  const wording = useWording();
  const { t, language } = wording;
  // Course names in the learner's language where staff wrote them (docs/product.md, "Languages of staff texts").
  const subscriptions = stored.map((subscription) => inLanguage(subscription, language));
  const captionId = useId();
  const count = subscriptions.length;
  // A notification's link names the subscription it is about (docs/product.md, "Notifications").
  const { linkedId, linkedRef } = useLinkedItem('subscription');
  return (
    <div className="card overflow-hidden">
      <div className="overflow-x-auto">
        <table aria-describedby={captionId} className="w-full text-left text-sm">
          <caption className="sr-only">{t('catalog.mySubscriptions.caption')}</caption>
          <thead className="bg-navy-50 text-xs font-semibold tracking-wider text-navy-800 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 sm:px-6">
                {t('catalog.mySubscriptions.name')}
              </th>
              {/* On phones the type goes under the name, leaving the action room. */}
              <th scope="col" className="hidden px-4 py-3 sm:table-cell sm:px-6">
                {t('catalog.mySubscriptions.type')}
              </th>
              <th scope="col" className="px-4 py-3 text-right sm:px-6">
                {t('catalog.mySubscriptions.action')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {subscriptions.map((subscription) => (
              <tr
                key={subscription.id}
                className={`align-middle ${
                  subscription.id === linkedId
                    ? 'bg-saffron-50 outline-2 -outline-offset-2 outline-saffron-500'
                    : subscription.expired
                      ? 'bg-slate-50'
                      : ''
                }`}
                {...(subscription.id === linkedId && { ref: linkedRef, tabIndex: -1 })}
              >
                <th scope="row" className="min-w-32 px-4 py-4 font-semibold text-navy-900 sm:px-6">
                  {subscription.name}
                  <span className="mt-0.5 block text-xs font-normal text-slate-600 sm:hidden">
                    {libraryKindName(subscription.type, wording)}
                  </span>
                  <Validity subscription={subscription} />
                </th>
                <td className="hidden px-4 py-4 text-slate-600 sm:table-cell sm:px-6">
                  {libraryKindName(subscription.type, wording)}
                </td>
                <td className="px-4 py-4 text-right sm:px-6">
                  <SubscriptionAction subscription={subscription} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p id={captionId} className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600 sm:px-6">
        {t('catalog.mySubscriptions.showing', { count, number: formatNumber(count, wording.locale) })}
      </p>
    </div>
  );
}

function Validity({ subscription }: { subscription: MySubscription }) {
  const wording = useWording();
  const { t } = wording;
  if (subscription.expired) {
    return (
      <span className="mt-1.5 flex flex-wrap items-center gap-2 text-xs font-medium text-rose-800">
        <span className="rounded-full bg-rose-100 px-2 py-0.5 font-semibold">{t(MESSAGES.expired)}</span>
        <span className="inline-flex items-center gap-1">
          <CalendarX className="size-3.5" aria-hidden="true" />
          {expiredText(subscription.validUntil, wording)}
        </span>
      </span>
    );
  }
  return (
    <span className="mt-1.5 flex items-center gap-1 text-xs font-medium text-slate-600">
      <CalendarClock className="size-3.5" aria-hidden="true" />
      {validUntilText(subscription.validUntil, wording)}
    </span>
  );
}

const linkClass = 'btn btn-navy px-3.5 py-2 text-xs whitespace-nowrap sm:px-4 sm:text-sm';

/**
 * Each library of the subscription under a fresh opaque id; "Access Now" to its page when the
 * app has no library page of its kind; "Renew" for an ended one that is on sale again.
 */
function SubscriptionAction({ subscription }: { subscription: MySubscription }) {
  const { t } = useTranslation();
  const { section } = useSection(subscription.section_category);
  if (subscription.expired) {
    if (!subscription.renewable) return null;
    return (
      <Link to={subscriptionPagePath(section, subscription.slug)} className={linkClass}>
        {t(MESSAGES.renew)}
        <span className="sr-only">: {subscription.name}</span>
        <ArrowRight className="hidden size-4 sm:block" aria-hidden="true" />
      </Link>
    );
  }
  if (!isLibraryKind(subscription.type)) {
    return (
      <Link to={subscriptionPagePath(section, subscription.slug)} className={linkClass}>
        {t(ACCESS_NOW_KEY)}
        <span className="sr-only">: {subscription.name}</span>
      </Link>
    );
  }
  if (subscription.libraries.length === 0) {
    return <span className="text-sm text-slate-600">{t(MESSAGES.nothingToOpen)}</span>;
  }
  return (
    <LibraryLinks
      subscription={subscription}
      libraries={subscription.libraries}
      open
      nameInLabel
      layout="row"
      label={t('catalog.library.librariesOf', { name: subscription.name })}
    />
  );
}
