import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { carriedDynamicContent, fetchDynamicContent } from '@/lib/dynamic-content';
import { contentKeys } from './keys';
import { faqSchema, type Faq } from './schemas';

/** The home page's frequently asked questions. */
const responseSchema = z.object({ faqs: z.array(faqSchema) });

export async function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  const answer = await fetchDynamicContent('faqs', responseSchema, signal);
  return answer.faqs;
}

export function faqsQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.list('faqs'),
    queryFn: ({ signal }) => getFaqs(signal),
    initialData: () => carriedDynamicContent('faqs', responseSchema)?.faqs,
  });
}

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
