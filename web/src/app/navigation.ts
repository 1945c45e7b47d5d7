/** The app's menus. Header and footer read the same lists so they never disagree. */
import { useSections } from '@/config/section-categories';
import { underscorePath } from './legacy-paths';

export interface NavItem {
  label: string;
  href: string;
}

/**
 * The header's and footer's section links, one per published section in menu order, from the
 * sections call; an old section keeps its underscore address (docs/product.md, "Old addresses").
 */
export function useSectionLinks(): readonly NavItem[] {
  return useSections().sections.map((section) => ({ label: section.name, href: underscorePath(`/${section.slug}`) }));
}

/** Shown instead of Sign Up and Login once the learner is logged in. */
export const accountLinks: readonly NavItem[] = [
  { label: 'My Subscriptions', href: '/my_subscriptions' },
  { label: 'My Profile', href: '/profile' },
];

export const policyLinks: readonly NavItem[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms & Conditions', href: '/terms-conditions' },
  { label: 'Refund Policy', href: '/refund-policy' },
];
