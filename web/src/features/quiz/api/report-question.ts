import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { quizKeys } from './keys';
import { questionReportSchema, type ReportKind } from './schemas';

const reportAnswerSchema = z.object({
  message: z.optional(z.string()),
  body: z.object({ report: questionReportSchema }),
});

export interface ReportRequest {
  questionId: number;
  kind: ReportKind;
  /** Optional, except for 'other'; at most 1,000 characters. */
  note: string;
}

/**
 * Reports an error in a question of a submitted test (docs/product.md, "Reporting an error in a
 * question"). A second report while the first is open rewrites it. The server's message is in the
 * learner's language.
 */
export function reportQuestion({ questionId, kind, note }: ReportRequest) {
  return apiRequest(`/v1/modules/tests/questions/${questionId}/report`, {
    method: 'POST',
    body: { kind, note },
    schema: reportAnswerSchema,
  });
}

/** Reports a question; the reviews (which show the report's state) are fetched again. */
export function useReportQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizKeys.reviews() }),
  });
}
