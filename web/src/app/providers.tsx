import { QueryClientProvider } from '@tanstack/react-query';
import { LazyMotion, MotionConfig } from 'motion/react';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AppToaster } from './AppToaster';

// The animation engine arrives in its own chunk once the browser is idle, keeping it out of the
// first load; until then pages simply appear without a transition.
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

const loadMotionFeatures = () =>
  whenIdle()
    .then(() => import('./motion-features'))
    .then((module) => module.default);

/** App-wide providers that do not need the router: data cache, motion, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Only the DOM animation features, and none of them for users who prefer less motion. */}
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">{children}</MotionConfig>
      </LazyMotion>
      <AppToaster />
    </QueryClientProvider>
  );
}
