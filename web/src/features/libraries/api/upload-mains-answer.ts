import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, apiUpload, messageAnswerSchema } from '@/lib/api-client';
import { libraryKeys } from './keys';
import type { MainsTestsOfSeries } from './get-mains-tests';

export interface AnswerUpload {
  mainsTestId: number;
  /** One PDF (`answerPDFAttachment`), or photos of the pages in order (`answerImages`). */
  answer: { pdf: File } | { pages: readonly Blob[] };
  /** The learner confirmed that this upload replaces the answer already in (the server asked, 428). */
  replace?: boolean;
  onProgress?: (sent: number) => void;
}

/** What the server received: the answer's pages as stored, and when (docs/openapi.yaml). */
const uploadedAnswerSchema = z.extend(messageAnswerSchema, {
  pages: z.optional(z.number()),
  uploadedAt: z.optional(z.string()),
});
export type UploadedAnswer = z.infer<typeof uploadedAnswerSchema>;

/** Sends the learner's answer: a PDF, or page photos that the server makes into one PDF. */
export function uploadMainsAnswer({ mainsTestId, answer, replace, onProgress }: AnswerUpload) {
  const body = new FormData();
  if (replace) body.append('confirm', '1');
  if ('pdf' in answer) body.append('answerPDFAttachment', answer.pdf);
  else answer.pages.forEach((page, i) => body.append('answerImages', page, `page-${i + 1}.jpg`));
  return apiUpload(`/v1/modules/mains/tests/${mainsTestId}/upload-answer`, body, {
    schema: uploadedAnswerSchema,
    onProgress,
  });
}

/**
 * Uploads an answer. On success the test counts as attempted at once, received at the server's
 * time (docs/product.md, "Mains answer writing"), before the refetch brings the server's view
 * (the stored answer).
 * A 409 means the answer was evaluated since the page was loaded: the refetch shows it so.
 */
export function useUploadMainsAnswer(subscriptionId: number, mainsTestSeriesId: number) {
  const queryClient = useQueryClient();
  const key = libraryKeys.mainsTests(subscriptionId, mainsTestSeriesId);
  return useMutation({
    mutationFn: uploadMainsAnswer,
    onSuccess: (answer, { mainsTestId }) => {
      queryClient.setQueryData<MainsTestsOfSeries>(
        key,
        (series) =>
          series && {
            ...series,
            tests: series.tests.map((test) =>
              test.id === mainsTestId
                ? { ...test, isAttempted: true, uploadedAt: answer.uploadedAt ?? test.uploadedAt }
                : test,
            ),
          },
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
