import { useTranslation } from 'react-i18next';
import { SectionError } from '@/components/ui/SectionError';
import { LoadingStatus, Skeleton } from '@/components/ui/Skeleton';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from './FaqAccordion';
import { HomeSection } from './HomeSection';

export function FaqSection() {
  const { t } = useTranslation();
  const { data: faqs, isPending, isError, refetch } = useFaqs();

  if (!isPending && !isError && faqs.length === 0) return null;

  return (
    <HomeSection
      id="faq"
      eyebrow={t('content.faq.eyebrow')}
      title={t('content.faq.title')}
      description={t('content.faq.description')}
      align="center"
    >
      <div className="mx-auto max-w-3xl">
        {isPending ? (
          <LoadingStatus label={t('content.faq.loading')} className="space-y-3">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-14" />
            ))}
          </LoadingStatus>
        ) : isError ? (
          <SectionError message={t('content.faq.error')} onRetry={() => void refetch()} />
        ) : (
          <FaqAccordion items={faqs} />
        )}
      </div>
    </HomeSection>
  );
}
