import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { QUESTIONS_MEMORY_MS, storedQuestions, storeQuestions } from '../rules/question-cache';
import { quizKeys } from './keys';
import { type Question, questionSchema } from './schemas';

const questionsAnswerSchema = z.object({ body: z.object({ data: z.array(questionSchema) }) });

/** The paper, without the key; the server hands it out only once the test has been started. */
export async function getQuestions(testId: number, signal?: AbortSignal): Promise<Question[]> {
  const answer = await apiRequest('/v1/modules/questions', {
    method: 'POST',
    body: { test_id: testId },
    schema: questionsAnswerSchema,
    signal,
  });
  storeQuestions(testId, answer.body.data, Date.now());
  return answer.body.data;
}

/** 10 minutes in memory; a fresh sessionStorage copy (5 minutes) counts too. */
export function questionsQueryOptions(testId: number) {
  return queryOptions({
    queryKey: quizKeys.questions(testId),
    queryFn: ({ signal }) => getQuestions(testId, signal),
    staleTime: QUESTIONS_MEMORY_MS,
    gcTime: QUESTIONS_MEMORY_MS,
    initialData: () => storedQuestions(testId, Date.now())?.questions,
    initialDataUpdatedAt: () => storedQuestions(testId, Date.now())?.timestamp,
  });
}
