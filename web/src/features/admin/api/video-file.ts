/**
 * A lecture's own video file (docs/product.md, "Videos"): sent as the whole body of a PUT, not in
 * the video's form, because an hour's lecture is hundreds of megabytes; removed with a DELETE.
 * Both answer the video's record, which replaces the cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '@/lib/api-client';
import type { AdminRecord } from '../model/record';
import { adminKeys } from './keys';
import { itemAnswerSchema } from './schemas';

function videoFilePath(videoId: number): string {
  return `/v1/admin/videos/${videoId}/file`;
}

interface UploadVariables {
  file: File;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

function useVideoFileChange<Variables>(send: (variables: Variables) => Promise<AdminRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (record) => {
      queryClient.setQueryData(adminKeys.item('videos', record.id), record);
      // The list shows the file too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource('videos') });
    },
  });
}

export function useUploadVideoFile(videoId: number) {
  return useVideoFileChange(({ file, onProgress, signal }: UploadVariables) =>
    apiUpload(`${videoFilePath(videoId)}?name=${encodeURIComponent(file.name)}`, file, {
      method: 'PUT',
      schema: itemAnswerSchema,
      onProgress,
      signal,
    }).then((answer) => answer.item),
  );
}

export function useRemoveVideoFile(videoId: number) {
  return useVideoFileChange(() =>
    apiRequest(videoFilePath(videoId), { method: 'DELETE', schema: itemAnswerSchema }).then((answer) => answer.item),
  );
}
