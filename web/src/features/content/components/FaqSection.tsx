import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from './FaqAccordion';
import { HomeSection } from './HomeSection';

export function FaqSection() {
  const { data: faqs, isPending, isError, refetch } = useFaqs();

  if (!isPending && !isError && faqs.length === 0) return null;

  return (
    <HomeSection
      id="faq"
      eyebrow="FAQ"
      title="Frequently asked questions"
      description="Answers to what aspirants ask us most."
      align="center"
    >
      <div className="mx-auto max-w-3xl">
        {isPending ? (
          <LoadingStatus label="Loading questions" className="space-y-3">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </LoadingStatus>
        ) : isError ? (
          <SectionError message="Failed to load FAQs" onRetry={() => void refetch()} />
        ) : (
          <FaqAccordion items={faqs} />
        )}
      </div>
    </HomeSection>
  );
}
