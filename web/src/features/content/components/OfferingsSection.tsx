import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { SmartLink } from '@/components/ui/SmartLink';
import { useLoggedError } from '@/lib/log';
import { useOfferings } from '../api/get-offerings';
import type { Offering } from '../api/schemas';
import { offeringIcon } from '../rules/offering-icon';
import { HomeSection } from './HomeSection';

function OfferingTile({ offering }: { offering: Offering }) {
  const content = (
    <>
      <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-saffron-50 ring-1 ring-saffron-100">
        <img src={offeringIcon(offering.title)} alt="" width={32} height={32} className="size-8" />
      </span>
      <span className="flex-1 text-base font-semibold text-navy-900">{offering.title}</span>
      {offering.redirect_url && (
        <ArrowUpRight
          className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5 group-hover:text-saffron-600"
          aria-hidden="true"
        />
      )}
    </>
  );
  const tileClasses = 'card group flex h-full items-center gap-4 p-5 transition-shadow';
  return offering.redirect_url ? (
    <SmartLink to={offering.redirect_url} className={`${tileClasses} hover:shadow-card-hover`}>
      {content}
    </SmartLink>
  ) : (
    <div className={tileClasses}>{content}</div>
  );
}

/** What we offer, as a grid of links. Its failure is only logged: the page goes on without it. */
export function OfferingsSection() {
  const { t } = useTranslation();
  const { data: offerings, isPending, error } = useOfferings();
  useLoggedError(error, 'Failed to load offerings');

  if (error || (!isPending && offerings.length === 0)) return null;

  return (
    <HomeSection
      id="offerings"
      eyebrow={t('content.offerings.eyebrow')}
      title={t('content.offerings.title')}
      description={t('content.offerings.description')}
      tone="muted"
    >
      {isPending ? (
        <LoadingStatus label={t('content.offerings.loading')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-24" />
          ))}
        </LoadingStatus>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {offerings.map((offering) => (
            <li key={offering.id}>
              <OfferingTile offering={offering} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
