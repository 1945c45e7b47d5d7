import { PageHeader } from '@/components/ui/PageHeader';
import { SectionError } from '@/components/ui/SectionError';
import { pageTitle } from '@/config/brand';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOptionals } from '../api/get-optionals';
import { CardGridSkeleton, cardGridClass } from '../components/CardGridSkeleton';
import { EmptyState } from '../components/EmptyState';
import { OptionalSubjectCard } from '../components/OptionalSubjectCard';
import { NO_SUBSCRIPTIONS_IN_CATEGORY, OPTIONALS_LOAD_FAILED } from '../rules/messages';
import type { Section } from '../rules/sections';

/** /optionals: a card per optional subject with its resource types. */
export function OptionalsPage({ section }: { section: Section }) {
  useDocumentTitle(pageTitle(section.title));
  const optionals = useOptionals();

  return (
    <>
      <PageHeader title={section.title} description={section.description} />
      <div className="container-page py-8 sm:py-12">
        {optionals.isPending ? (
          <CardGridSkeleton label="Loading optional subjects" />
        ) : optionals.isError ? (
          <SectionError message={OPTIONALS_LOAD_FAILED} onRetry={() => void optionals.refetch()} />
        ) : optionals.data.length === 0 ? (
          <EmptyState message={NO_SUBSCRIPTIONS_IN_CATEGORY} />
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
