import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { SearchField } from '@/components/form/SearchField';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionError } from '@/components/ui/SectionError';
import { Skeleton } from '@/components/ui/Skeleton';
import { pageTitle } from '@/config/brand';
import { formatNumber, useIntlLocale } from '@/i18n/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubscriptionList } from '../api/get-subscriptions';
import { useSubscriptionTypes } from '../api/get-types';
import type { SubscriptionType } from '../api/schemas';
import { useSection } from '../api/use-sections';
import { CardGridSkeleton, cardGridClass } from '../components/CardGridSkeleton';
import { EmptyState } from '../components/EmptyState';
import { CompareBar } from '../components/CompareBar';
import { SubscriptionCard } from '../components/SubscriptionCard';
import { usePurchaseSync } from '../components/use-purchase-sync';
import { tabId, TypeSelector } from '../components/TypeSelector';
import { filterByName } from '../rules/search';
import { type Section, selectedType } from '../rules/sections';
import { OptionalsPage } from './OptionalsPage';

/** The chosen type is the `type` query parameter, by name. */
const TYPE_PARAM = 'type';

/**
 * A section's list (notes, prelims, mains, videos, PCS): type tabs or filters bound to the
 * `type` query parameter, a name search, and the selected type's subscriptions as cards.
 */
function SectionListPage({ section }: { section: Section }) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(section.title));
  usePurchaseSync();
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const panelId = useId();
  const types = useSubscriptionTypes(section.category);
  const selected = types.data ? selectedType(types.data, searchParams.get(TYPE_PARAM)) : undefined;

  const selectType = (type: SubscriptionType) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TYPE_PARAM, type.name);
        return next;
      },
      // Switching tabs is not a new page: no history entry, no jump to the top.
      { replace: true, preventScrollReset: true },
    );
  };

  const isTabs = section.typeSelector === 'tabs';
  return (
    <>
      <PageHeader title={section.title} description={section.description} />
      <div className="container-page py-8 sm:py-12">
        {types.isError ? (
          <SectionError message={section.typesFailed} onRetry={() => void types.refetch()} />
        ) : (
          <>
            <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
              {types.data ? (
                <TypeSelector
                  variant={section.typeSelector}
                  label={t('catalog.list.typesLabel', { section: section.title })}
                  types={types.data}
                  selectedId={selected?.id}
                  onSelect={selectType}
                  panelId={panelId}
                />
              ) : (
                <div className="flex gap-2" aria-hidden="true">
                  <Skeleton className="h-9 w-32 rounded-full" />
                  <Skeleton className="h-9 w-28 rounded-full" />
                  <Skeleton className="h-9 w-36 rounded-full" />
                </div>
              )}
              <SearchField
                label={t('catalog.list.searchLabel', { section: section.title })}
                placeholder={section.searchPlaceholder}
                value={search}
                onChange={setSearch}
              />
            </div>
            <div
              id={panelId}
              className="mt-8"
              {...(isTabs && selected ? { role: 'tabpanel', 'aria-labelledby': tabId(panelId, selected.id) } : {})}
            >
              <SubscriptionList
                section={section}
                typeId={selected?.id}
                typesLoading={types.isPending}
                search={search}
              />
            </div>
          </>
        )}
      </div>
      <CompareBar />
    </>
  );
}

interface SubscriptionListProps {
  section: Section;
  typeId: number | undefined;
  typesLoading: boolean;
  search: string;
}

function SubscriptionList({ section, typeId, typesLoading, search }: SubscriptionListProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const list = useSubscriptionList(typeId);
  const loadingLabel = t('catalog.list.loading', { section: section.title });

  if (typesLoading) return <CardGridSkeleton label={loadingLabel} />;
  // Types loaded, none published: nothing to choose from.
  if (typeId === undefined) return <EmptyState message={section.emptyList} />;
  if (list.isPending) return <CardGridSkeleton label={loadingLabel} />;
  if (list.isError) return <SectionError message={section.listFailed} onRetry={() => void list.refetch()} />;

  const matching = filterByName(list.data, search);
  const message = list.data.length === 0 ? section.emptyList : matching.length === 0 ? section.noSearchMatch : null;
  return (
    <>
      {/* Says how many cards the search left, as the learner types. */}
      <p className="sr-only" aria-live="polite">
        {search.trim()
          ? t('catalog.list.shown', {
              shown: formatNumber(matching.length, locale),
              total: formatNumber(list.data.length, locale),
            })
          : ''}
      </p>
      {message ? (
        <EmptyState message={message} />
      ) : (
        <ul className={cardGridClass}>
          {matching.map((subscription, position) => (
            <li key={subscription.id}>
              <SubscriptionCard section={section} subscription={subscription} position={position} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /{section}: the list page of the section the address names, as its library kind lays it out
 * (Optionals lists its subjects). `notFound` is shown for an address that names no section, once
 * the sections have loaded; until then the page stays empty rather than call it unknown.
 */
export function SectionListRoute({ notFound }: { notFound: ReactNode }) {
  const { section: slug } = useParams();
  const { section, settled } = useSection(slug);
  if (!section) return settled ? notFound : null;
  if (section.page === 'optionals') return <OptionalsPage section={section} />;
  // A new section is a new page: its search and selection start afresh.
  return <SectionListPage key={section.category} section={section} />;
}
