import { queryOptions, useQuery } from '@tanstack/react-query';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { faqsAnswer, type Faq } from './schemas';

/** The home page's frequently asked questions. */
export async function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  const answer = await fetchDynamicContent('faqs', faqsAnswer, signal);
  return answer.faqs;
}

export function faqsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('faqs'),
    queryFn: ({ signal }) => getFaqs(signal),
    initialData: () => carriedDynamicContent('faqs', faqsAnswer)?.faqs,
  });
}

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
