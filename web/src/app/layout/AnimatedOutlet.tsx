import { AnimatePresence, m } from 'motion/react';
import { useState } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { MotionScope } from '@/components/ui/MotionScope';

/**
 * The outlet as it was when this page mounted. While a page animates out, the router already
 * renders the next route; freezing the element keeps the leaving page on screen until it is gone.
 */
function FrozenOutlet() {
  const outlet = useOutlet();
  const [frozen] = useState(outlet);
  return frozen;
}

function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** Page transitions keyed by path; the window scrolls to the top once the old page has left. */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  return (
    <MotionScope>
      <AnimatePresence mode="wait" initial={false} onExitComplete={scrollToTop}>
        <m.div
          key={pathname}
          initial={{ opacity: 0, y: 12 }}
          animate={{ opacity: 1, y: 0 }}
          exit={{ opacity: 0, y: -8 }}
          transition={{ duration: 0.2, ease: 'easeOut' }}
        >
          <FrozenOutlet />
        </m.div>
      </AnimatePresence>
    </MotionScope>
  );
}
