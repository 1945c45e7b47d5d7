import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { MySubscription } from '../api/schemas';
import { isLibraryKind } from '../api/schemas';
import { useSection } from '../api/use-sections';
import { ACCESS_NOW_LABEL, libraryActionLabel, libraryKindName } from '../rules/library-links';
import { LOGIN_TO_VIEW_TESTS } from '../rules/messages';
import { subscriptionPagePath } from '../rules/sections';
import { useOpenLibrary } from './use-open-library';

/** The columns Name, Type and Action, then "Showing N subscriptions". */
export function MySubscriptionsTable({ subscriptions }: { subscriptions: readonly MySubscription[] }) {
  const captionId = useId();
  const count = subscriptions.length;
  return (
    <div className="card overflow-hidden">
      <div className="overflow-x-auto">
        <table aria-describedby={captionId} className="w-full text-left text-sm">
          <caption className="sr-only">Your active subscriptions</caption>
          <thead className="bg-navy-50 text-xs font-semibold tracking-wider text-navy-800 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 sm:px-6">
                Name
              </th>
              {/* On phones the type goes under the name, leaving the action room. */}
              <th scope="col" className="hidden px-4 py-3 sm:table-cell sm:px-6">
                Type
              </th>
              <th scope="col" className="px-4 py-3 text-right sm:px-6">
                Action
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {subscriptions.map((subscription) => (
              <tr key={subscription.id} className="align-middle">
                <th scope="row" className="px-4 py-4 font-semibold text-navy-900 sm:px-6">
                  {subscription.name}
                  <span className="mt-0.5 block text-xs font-normal text-slate-500 sm:hidden">
                    {libraryKindName(subscription.type)}
                  </span>
                </th>
                <td className="hidden px-4 py-4 text-slate-600 sm:table-cell sm:px-6">
                  {libraryKindName(subscription.type)}
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
        Showing {count} {count === 1 ? 'subscription' : 'subscriptions'}
      </p>
    </div>
  );
}

const actionClass = 'btn btn-navy px-3.5 py-2 text-xs whitespace-nowrap sm:px-4 sm:text-sm';

/** Into the subscription's library under a fresh opaque id; "Access Now" when it has no library page. */
function SubscriptionAction({ subscription }: { subscription: MySubscription }) {
  const openLibrary = useOpenLibrary();
  const { section } = useSection(subscription.section_category);
  const kind = subscription.type;
  if (!isLibraryKind(kind)) {
    return (
      <Link to={subscriptionPagePath(section, subscription.slug)} className={actionClass}>
        {ACCESS_NOW_LABEL}
        <span className="sr-only">: {subscription.name}</span>
      </Link>
    );
  }
  const library = subscription.libraries.find((entry) => entry.type === kind);
  return (
    <button
      type="button"
      onClick={() =>
        openLibrary(
          subscription,
          { kind, name: library?.name ?? subscription.name, count: library?.count ?? 0 },
          LOGIN_TO_VIEW_TESTS,
        )
      }
      className={actionClass}
    >
      {libraryActionLabel(kind)}
      <span className="sr-only">: {subscription.name}</span>
      <ArrowRight className="hidden size-4 sm:block" aria-hidden="true" />
    </button>
  );
}
