import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { catalogKeys } from '../api/keys';

/**
 * A purchase changes what every catalogue page shows (isSubscribed, seats, My Subscriptions).
 * The tab that paid (or enrolled) tells the site's other tabs at once (docs/product.md, "Orders").
 */
const CHANNEL = 'aspirant.purchases';

/** Asks the server again for everything a purchase changes, in this tab. */
export function refreshPurchases(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
    queryClient.invalidateQueries({ queryKey: catalogKeys.mySubscriptions() }),
  ]);
}

/** Tells this site's other tabs that a purchase went through. */
export function announcePurchase(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('purchased');
  channel.close();
}

/** Keeps this tab's catalogue up to date with purchases made in other tabs. */
export function usePurchaseSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void refreshPurchases(queryClient);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', refresh);
    return () => channel?.close();
  }, [queryClient]);
}
