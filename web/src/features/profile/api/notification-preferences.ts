import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiRequest } from '@/lib/api-client';
import { ACCOUNT_SCOPE } from '@/lib/query-client';

const preferenceSchema = z.object({ kind: z.string(), email: z.boolean(), text: z.boolean() });
export type Preference = z.infer<typeof preferenceSchema>;
const preferencesSchema = z.object({ preferences: z.array(preferenceSchema) });

const preferencesKey = () => [ACCOUNT_SCOPE, 'notification-preferences'] as const;

export function usePreferences() {
  return useQuery(
    queryOptions({
      queryKey: preferencesKey(),
      queryFn: ({ signal }) => apiGet('/v1/modules/user/notification-preferences', preferencesSchema, { signal }),
    }),
  );
}

export interface PreferenceChange {
  kind: string;
  channel: 'email' | 'text';
  enabled: boolean;
}

type Preferences = z.infer<typeof preferencesSchema>;

/**
 * Saves one choice. The box shows it at once (set before the request, in the same event, so a
 * controlled checkbox never flicks back); a refusal puts it back as it was, and the server's
 * answer (every setting as saved) replaces the list.
 */
export function useSetPreference() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ kind, channel, enabled }: PreferenceChange) =>
      apiRequest('/v1/modules/user/notification-preferences', {
        method: 'PUT',
        body: { kind, channel, enabled: String(enabled) },
        schema: z.object({ message: z.optional(z.string()), preferences: z.array(preferenceSchema) }),
      }),
    onSuccess: (answer) => queryClient.setQueryData(preferencesKey(), { preferences: answer.preferences }),
  });
  const save = (
    change: PreferenceChange,
    callbacks: { onSuccess: (answer: { message?: string }) => void; onError: (error: Error) => void },
  ) => {
    const before = queryClient.getQueryData<Preferences>(preferencesKey());
    if (before) {
      queryClient.setQueryData<Preferences>(preferencesKey(), {
        preferences: before.preferences.map((p) =>
          p.kind === change.kind ? { ...p, [change.channel]: change.enabled } : p,
        ),
      });
    }
    mutation.mutate(change, {
      onSuccess: callbacks.onSuccess,
      onError: (error) => {
        if (before) queryClient.setQueryData(preferencesKey(), before);
        callbacks.onError(error);
      },
    });
  };
  return { save };
}
