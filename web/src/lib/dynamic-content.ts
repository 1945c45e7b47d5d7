import type { z } from 'zod/mini';
import { apiGet } from './api-client';

/**
 * Staff-managed lists (marketing content, and the choices forms offer) live under
 * /api/v1/dynamic-content/<path>, each answer with one list key.
 */
export function fetchDynamicContent<Schema extends z.core.$ZodType>(
  path: string,
  schema: Schema,
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  return apiGet(`/v1/dynamic-content/${path}`, schema, { signal });
}
