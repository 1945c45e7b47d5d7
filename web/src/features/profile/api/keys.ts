import { ACCOUNT_SCOPE } from '@/lib/query-client';

/** The profile belongs to the logged-in learner: its key starts with the account scope. */
export const profileKeys = {
  detail: () => [ACCOUNT_SCOPE, 'profile'] as const,
};
