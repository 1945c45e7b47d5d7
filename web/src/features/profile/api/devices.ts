import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiRequest, messageAnswerSchema } from '@/lib/api-client';
import { profileKeys } from './keys';

/** A signed-in device: one of the learner's live sessions (docs/openapi.yaml, Device). */
export const deviceSchema = z.object({
  id: z.number(),
  browser: z.string(),
  os: z.string(),
  kind: z.string(),
  address: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;

const devicesAnswerSchema = z.object({ devices: z.array(deviceSchema), maxDevices: z.number() });
export type Devices = z.infer<typeof devicesAnswerSchema>;

export function devicesQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.devices(),
    queryFn: ({ signal }) => apiGet('/v1/modules/user/devices', devicesAnswerSchema, { signal }),
  });
}

/** The learner's devices, the longest signed in first (docs/product.md, "Devices"). */
export function useDevices() {
  return useQuery(devicesQueryOptions());
}

/** Signs one device out, or (without an id) every device but this one; the list is read again. */
export function useSignOutDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'others') =>
      id === 'others'
        ? apiRequest('/v1/modules/user/devices/sign-out-others', { method: 'POST', schema: messageAnswerSchema })
        : apiRequest(`/v1/modules/user/devices/${id}`, { method: 'DELETE', schema: messageAnswerSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.devices() }),
  });
}
