import { domAnimation, LazyMotion, MotionConfig } from 'motion/react';
import type { ReactNode } from 'react';

/**
 * The animation engine for the parts that animate (page transitions, the pop-over ad). Only the
 * modules that import this carry motion, and they are loaded after the first paint: animations
 * are an enhancement, not content. Only the DOM animation features, and none of them for users who
 * prefer less motion.
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
