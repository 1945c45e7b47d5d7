import { ACCOUNT_SCOPE } from '@/lib/query-client';

/** The profile belongs to the logged-in learner: its keys start with the account scope. */
export const profileKeys = {
  detail: () => [ACCOUNT_SCOPE, 'profile'] as const,
  devices: () => [ACCOUNT_SCOPE, 'profile', 'devices'] as const,
};
