import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { rememberLibraryId, subscriptionIdFromLibraryId } from '@/lib/library-id';

/** The section list a library page falls back to. */
export type LibrarySection = '/notes' | '/prelims-tests' | '/mains-tests' | '/video-courses';

/** The subscription id a link put in navigation state ({subscriptionId}), if any. */
function subscriptionIdFromState(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('subscriptionId' in state)) return null;
  const subscriptionId: unknown = state.subscriptionId;
  return typeof subscriptionId === 'number' && Number.isSafeInteger(subscriptionId) && subscriptionId > 0
    ? subscriptionId
    : null;
}

/**
 * The subscription behind the page's opaque `:libraryId` (docs/product.md, "Library addresses"):
 * from the navigation state when the link carried it, else from the stored mapping or the id itself.
 * When it cannot be recovered the learner is told to open the library from their subscriptions
 * and is sent to the section's list; the page renders nothing meanwhile (null).
 */
export function useLibrarySubscription(section: LibrarySection): number | null {
  const { libraryId } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const fromState = subscriptionIdFromState(location.state);
  const subscriptionId = fromState ?? subscriptionIdFromLibraryId(libraryId);

  useEffect(() => {
    // The mapping is saved whenever both are known, so a reload finds it.
    if (fromState !== null && libraryId) rememberLibraryId(libraryId, fromState);
  }, [fromState, libraryId]);

  useEffect(() => {
    if (subscriptionId !== null) return;
    // One toast even when the effect runs twice (development's strict mode).
    toast.error(i18n.t('libraries.common.notDirect'), { id: 'library-not-direct' });
    void navigate(section, { replace: true });
  }, [subscriptionId, section, navigate, i18n]);

  return subscriptionId;
}
