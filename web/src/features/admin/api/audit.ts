import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { type zAdminAuditEntry, zAdminAuditResponse } from '@/api/generated/zod.gen';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';
import { ADMIN_STALE_MS } from './resources';

export type AuditEntry = z.infer<typeof zAdminAuditEntry>;

/** The newest 200 entries, of one kind of record when `entity` is given. */
export function useAudit(entity: string) {
  return useQuery({
    queryKey: adminKeys.audit(entity),
    queryFn: async ({ signal }) =>
      (
        await apiGet('/v1/admin/audit', z.pick(zAdminAuditResponse, { items: true }), {
          query: { entity: entity || undefined },
          signal,
        })
      ).items,
    staleTime: ADMIN_STALE_MS,
  });
}
