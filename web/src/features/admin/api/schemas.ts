import { z } from 'zod/mini';

/** A record of any resource: its fields differ per resource and are read through model/record.ts. */
export const recordSchema = z.looseObject({ id: z.number() });

/** A page of a server-side list. */
export function pageSchema<Item extends z.core.$ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });
}

export const recordPageSchema = pageSchema(recordSchema);
export type RecordPage = z.infer<typeof recordPageSchema>;

export const itemAnswerSchema = z.object({ item: recordSchema });

/** Missing or null text reads as empty. */
export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
