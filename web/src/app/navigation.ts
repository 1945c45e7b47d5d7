/** The app's menus. Header and footer read the same lists so they never disagree. */
import { useTranslation } from 'react-i18next';
import { sectionName, useSections } from '@/config/section-categories';
import { underscorePath } from './legacy-paths';

export interface NavItem {
  label: string;
  href: string;
}

/**
 * The header's and footer's section links, one per published section in menu order, from the
 * sections call; an old section keeps its underscore address (docs/product.md, "Old addresses").
 * Their labels are data: the section's Hindi name when the interface is in Hindi and staff gave one.
 */
export function useSectionLinks(): readonly NavItem[] {
  const { i18n } = useTranslation();
  return useSections().sections.map((section) => ({
    label: sectionName(section, i18n.language),
    href: underscorePath(`/${section.slug}`),
  }));
}

/** Shown instead of Sign Up and Login once the learner is logged in. */
export function useAccountLinks(): readonly NavItem[] {
  const { t } = useTranslation();
  return [
    { label: t('layout.account.mySubscriptions'), href: '/my_subscriptions' },
    { label: t('layout.account.myProfile'), href: '/profile' },
  ];
}

export function usePolicyLinks(): readonly NavItem[] {
  const { t } = useTranslation();
  return [
    { label: t('layout.policies.privacy'), href: '/privacy-policy' },
    { label: t('layout.policies.terms'), href: '/terms-conditions' },
    { label: t('layout.policies.refund'), href: '/refund-policy' },
  ];
}
