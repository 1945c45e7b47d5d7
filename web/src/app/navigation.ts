/** The app's fixed menus. Header and footer read the same lists so they never disagree. */
export interface NavItem {
  label: string;
  href: string;
}

/** Spec section 2: the header's six section links, in the underscore form the spec gives. */
export const sectionLinks: readonly NavItem[] = [
  { label: 'Notes', href: '/notes' },
  { label: 'Prelims Tests', href: '/prelims_tests' },
  { label: 'Mains Tests', href: '/mains_tests' },
  { label: 'Video Courses', href: '/video_courses' },
  { label: 'Optionals', href: '/optionals' },
  { label: 'PCS', href: '/pcs' },
];

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
