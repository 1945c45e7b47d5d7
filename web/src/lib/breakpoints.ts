/**
 * The mobile breakpoint is 768 px (Tailwind's `md`). Below it pages use their
 * mobile layout and images.
 */
export const MOBILE_BREAKPOINT_PX = 768;

/** Matches windows narrower than the mobile breakpoint (width < 768 px). */
export const MOBILE_MAX_WIDTH_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
