import { useCallback, useState } from 'react';
import type { z } from 'zod/mini';
import { apiRequest, apiUpload } from '@/lib/api-client';
import type { Payload } from '../rules/form-values';

/**
 * The console's one way to send a form: with a file, a multipart upload through
 * XMLHttpRequest so the staff member sees its progress (a 40 MB PDF takes a while); without
 * one, an ordinary form post. Both read answers and failures the same way (ApiError with the
 * server's field messages, such as "Question PDF must be a PDF.").
 */
export function sendForm<Schema extends z.core.$ZodType>(
  path: string,
  method: 'POST' | 'PATCH',
  payload: Payload,
  schema: Schema,
  onProgress?: (sent: number) => void,
): Promise<z.output<Schema>> {
  if (payload.body instanceof FormData) return apiUpload(path, payload.body, { method, schema, onProgress });
  return apiRequest(path, { method, body: payload.body, schema });
}

/**
 * Upload progress for one form: `progress` is the share sent (0 to 1) while a file goes out,
 * else null. `track` is the callback to hand to sendForm; `done` clears the bar.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const track = useCallback((sent: number) => setProgress(sent), []);
  const done = useCallback(() => setProgress(null), []);
  return { progress, track, done };
}
