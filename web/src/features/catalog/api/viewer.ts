import { useAuth } from '@/lib/auth/auth-context';

/** Nobody signed in: the viewer of the answers a page carries from the server. */
export const VISITOR = 'visitor';

/**
 * Who is looking, for the query keys of answers that depend on it (isSubscribed). Not the token:
 * keys are visible in developer tools, and the learner's id says the same.
 */
export function useViewer(): string {
  const { isLoggedIn, user } = useAuth();
  if (!isLoggedIn) return VISITOR;
  const who = user?.unique_id ?? user?.email;
  return who === null || who === undefined || who === '' ? 'learner' : `learner:${who}`;
}
