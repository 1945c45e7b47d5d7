import type { z } from 'zod/mini';
import { apiGet } from './api-client';
import { preloaded } from './preload';

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

/**
 * The answer of `fetchDynamicContent(path, schema)` that the page carries from the server (the
 * announcements on every page, the home page's sections), so that what it shows is there at the
 * first paint and in the page the server renders (docs/product.md, "Fast on a budget phone").
 */
export function carriedDynamicContent<Schema extends z.core.$ZodType>(
  path: string,
  schema: Schema,
): z.output<Schema> | undefined {
  return preloaded(`/api/v1/dynamic-content/${path}`, schema);
}
