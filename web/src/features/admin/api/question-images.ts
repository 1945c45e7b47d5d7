/**
 * An image for a question's text (a map, a diagram, a graph): sent as the whole body with what it
 * shows, answered with the line that puts it in a text (docs/product.md, "Staff text").
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { zAdminUploadQuestionImageResponse } from '@/api/generated/zod.gen';
import { apiUpload } from '@/lib/api-client';

const uploadedSchema = z.pick(zAdminUploadQuestionImageResponse, { key: true, line: true });

export function useUploadQuestionImage() {
  return useMutation({
    mutationFn: ({ file, alt }: { file: File; alt: string }) =>
      apiUpload(
        `/v1/admin/question-images?name=${encodeURIComponent(file.name)}&alt=${encodeURIComponent(alt)}`,
        file,
        { schema: uploadedSchema },
      ),
  });
}
