/**
 * A record's own video file (docs/product.md, "Videos"): a lecture's, or a test's discussion.
 * Sent as the whole body of a PUT, not in the record's form, because an hour's lecture is
 * hundreds of megabytes; removed with a DELETE. Both answer the record, which replaces the
 * cached one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '@/lib/api-client';
import type { AdminRecord } from '../model/record';
import type { ResourceName } from '../model/fields';
import { adminKeys } from './keys';
import { itemAnswerSchema } from './schemas';

/** Where a record keeps its video file: the call's address and the record's columns about it. */
export interface VideoSlot {
  resource: Extract<ResourceName, 'videos' | 'prelims-tests' | 'mains-tests'>;
  /** The call's last segment after the record's id. */
  path: 'file' | 'discussion-file';
  /** The record's columns `${prefix}_name`, `_size` and `_type` describe the stored file. */
  prefix: 'video_file' | 'discussion_file';
  /** What the file is, for the panel's words. */
  subject: 'lecture' | 'discussion';
}

export const LECTURE_FILE: VideoSlot = { resource: 'videos', path: 'file', prefix: 'video_file', subject: 'lecture' };

export function discussionFile(resource: 'prelims-tests' | 'mains-tests'): VideoSlot {
  return { resource, path: 'discussion-file', prefix: 'discussion_file', subject: 'discussion' };
}

function videoFilePath(slot: VideoSlot, id: number): string {
  return `/v1/admin/${slot.resource}/${id}/${slot.path}`;
}

interface UploadVariables {
  file: File;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

function useVideoFileChange<Variables>(slot: VideoSlot, send: (variables: Variables) => Promise<AdminRecord>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (record) => {
      queryClient.setQueryData(adminKeys.item(slot.resource, record.id), record);
      // The list shows the file too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.resource(slot.resource) });
    },
  });
}

export function useUploadVideoFile(slot: VideoSlot, id: number) {
  return useVideoFileChange(slot, ({ file, onProgress, signal }: UploadVariables) =>
    apiUpload(`${videoFilePath(slot, id)}?name=${encodeURIComponent(file.name)}`, file, {
      method: 'PUT',
      schema: itemAnswerSchema,
      onProgress,
      signal,
    }).then((answer) => answer.item),
  );
}

export function useRemoveVideoFile(slot: VideoSlot, id: number) {
  return useVideoFileChange(slot, () =>
    apiRequest(videoFilePath(slot, id), { method: 'DELETE', schema: itemAnswerSchema }).then((answer) => answer.item),
  );
}
