import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AppToaster } from './AppToaster';

/** App-wide providers that do not need the router: data cache and toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Says the app runs: a page the server rendered looks the same before, but its buttons only
  // work from here on (the browser tests wait for it after loading a page).
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
