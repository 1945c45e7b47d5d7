import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload, messageAnswerSchema } from '@/lib/api-client';
import { libraryKeys } from './keys';
import type { MainsTest } from './schemas';

export interface AnswerUpload {
  mainsTestId: number;
  file: File;
  onProgress?: (sent: number) => void;
}

/** Sends the learner's answer PDF as `answerPDFAttachment` (multipart). */
export function uploadMainsAnswer({ mainsTestId, file, onProgress }: AnswerUpload) {
  const body = new FormData();
  body.append('answerPDFAttachment', file);
  return apiUpload(`/v1/modules/mains/tests/${mainsTestId}/upload-answer`, body, {
    schema: messageAnswerSchema,
    onProgress,
  });
}

/**
 * Uploads an answer. On success the test counts as attempted at once (docs/product.md, "Mains
 * answer writing"), before the refetch brings the server's view (the stored answer, its time).
 */
export function useUploadMainsAnswer(subscriptionId: number, mainsTestSeriesId: number) {
  const queryClient = useQueryClient();
  const key = libraryKeys.mainsTests(subscriptionId, mainsTestSeriesId);
  return useMutation({
    mutationFn: uploadMainsAnswer,
    onSuccess: (_answer, { mainsTestId }) => {
      queryClient.setQueryData<MainsTest[]>(key, (tests) =>
        tests?.map((test) => (test.id === mainsTestId ? { ...test, isAttempted: true } : test)),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
