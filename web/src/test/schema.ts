import { z } from 'zod/mini';

/**
 * The message each field would show for `values`: the first issue per field, as the form's
 * resolver picks it. An empty object means the values are valid.
 */
export function fieldMessages(schema: z.core.$ZodType, values: unknown): Record<string, string> {
  const result = z.safeParse(schema, values);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    messages[field] ??= issue.message;
  }
  return messages;
}
