import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import { ADMIN_STALE_MS } from './resources';
import { text } from './schemas';

const entrySchema = z.object({
  id: z.number(),
  actor: z.nullish(z.string()),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullish(z.number()),
  before: text,
  after: text,
  ip: text,
  at: z.string(),
});

export type AuditEntry = z.infer<typeof entrySchema>;

/** The newest 200 entries, of one kind of record when `entity` is given. */
export function useAudit(entity: string) {
  return useQuery({
    queryKey: adminKeys.audit(entity),
    queryFn: async ({ signal }) =>
      (
        await apiGet('/v1/admin/audit', z.object({ items: z.array(entrySchema) }), {
          query: { entity: entity || undefined },
          signal,
        })
      ).items,
    staleTime: ADMIN_STALE_MS,
  });
}
