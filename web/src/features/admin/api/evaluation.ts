/** Mains answers for evaluators (admins and evaluators): the queue, and recording an evaluation. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiRequest, messageAnswerSchema } from '@/lib/api-client';
import { adminKeys } from './keys';
import { ADMIN_STALE_MS } from './resources';
import { text } from './schemas';
import { sendForm } from './send-form';

export type AnswerStatus = 'pending' | 'evaluated';

const fileSchema = z.nullish(z.object({ file_path: z.string() }));

const answerSchema = z.object({
  uploadId: z.number(),
  testId: z.number(),
  testName: z.string(),
  seriesName: text,
  maximumScore: z.number(),
  learnerId: text,
  learnerName: text,
  uploadedAt: z.string(),
  expectedBy: z.string(),
  evaluationStartedAt: z.nullish(z.string()),
  answerPDF: fileSchema,
  marks: z.nullish(z.number()),
  evaluatedPDF: fileSchema,
  evaluatedAt: z.nullish(z.string()),
});

export type Answer = z.infer<typeof answerSchema>;

const answersSchema = z.object({ responseResult: z.array(answerSchema) });

/** The current answers (oldest first), awaiting evaluation or evaluated; every test, up to the server's 500. */
export function useAnswers(status: AnswerStatus) {
  return useQuery({
    queryKey: adminKeys.answerList(status),
    queryFn: async ({ signal }) =>
      (await apiGet('/v1/admin/mains/answers', answersSchema, { query: { status }, signal })).responseResult,
    staleTime: ADMIN_STALE_MS,
  });
}

/**
 * Records that an evaluator has opened an answer to evaluate it: its learner then reads 'Being
 * evaluated' (docs/product.md, "Evaluation on time"). Only the first opening counts on the server.
 */
export function useStartEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: number) =>
      apiRequest(`/v1/admin/mains/answers/${uploadId}/start`, {
        method: 'POST',
        schema: z.object({ evaluationStartedAt: z.string() }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.answers() }),
  });
}

export interface EvaluationInput {
  uploadId: number;
  marks: string;
  remarks: string;
  evaluatedPDF: File;
  onProgress?: (sent: number) => void;
}

/** Records marks, remarks and the evaluated PDF (again, to correct an evaluation). */
export function useEvaluate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, marks, remarks, evaluatedPDF, onProgress }: EvaluationInput) => {
      const body = new FormData();
      body.set('marks', marks.trim());
      body.set('remarks', remarks.trim());
      body.set('evaluatedPDF', evaluatedPDF);
      return sendForm(
        `/v1/admin/mains/answers/${uploadId}/evaluation`,
        'POST',
        { body, hasFile: true },
        messageAnswerSchema,
        onProgress,
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.answers() });
      // The mains tests' "to evaluate" counts and the dashboard change too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource('mains-tests') });
    },
  });
}
