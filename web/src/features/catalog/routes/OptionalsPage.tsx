import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/PageHeader';
import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOptionals } from '../api/get-optionals';
import { CardGridSkeleton, cardGridClass } from '../components/CardGridSkeleton';
import { EmptyState } from '../components/EmptyState';
import { OptionalSubjectCard } from '../components/OptionalSubjectCard';
import { MESSAGES } from '../rules/messages';
import type { Section } from '../rules/sections';

/** /optionals: a card per optional subject with its resource types. */
export function OptionalsPage({ section }: { section: Section }) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(section.title));
  const optionals = useOptionals();

  return (
    <>
      <PageHeader title={section.title} description={section.description} />
      <div className="container-page py-8 sm:py-12">
        {optionals.isPending ? (
          <CardGridSkeleton label={t('catalog.optionals.loading')} />
        ) : optionals.isError ? (
          <SectionError message={t(MESSAGES.optionalsLoadFailed)} onRetry={() => void optionals.refetch()} />
        ) : optionals.data.length === 0 ? (
          <EmptyState message={t(MESSAGES.noSubscriptionsInCategory)} />
        ) : (
          <ul className={cardGridClass}>
            {optionals.data.map((subject) => (
              <li key={subject.id}>
                <OptionalSubjectCard subject={subject} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
