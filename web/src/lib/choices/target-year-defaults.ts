/**
 * Target years 2024 to 2028, 2026 by default (docs/product.md, "Sign-up"). The server's list is the source;
 * these stand in while it loads or if it fails, so the field is never without choices.
 */
export const OFFERED_TARGET_YEARS: readonly string[] = ['2024', '2025', '2026', '2027', '2028'];
export const DEFAULT_TARGET_YEAR = '2026';
