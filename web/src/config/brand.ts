/**
 * The one place for the company's public details. Header, footer, page titles and the legal
 * pages read them from here, so a change of phone number or a new centre is a one-line edit.
 * What is shown as words (a centre's city and address, the tagline) is in the interface's
 * resources too, in each language (common.brand, layout.centres): an edit here is made there as
 * well. Names (the product, the company, the networks) and numbers are the same in every language.
 */
import type { ParseKeys } from 'i18next';

export interface Centre {
  /** In English: the map search and the legal pages' contact lines use it. */
  city: string;
  address: string;
  phone: string;
  /** The city and the address as the interface shows them, in its language. */
  cityKey: ParseKeys;
  addressKey: ParseKeys;
}

export type SocialNetwork = 'youtube' | 'telegram' | 'instagram' | 'facebook' | 'x';

export interface SocialLink {
  network: SocialNetwork;
  /** The network's own name (a brand: the same in every language). */
  name: string;
  /**
   * The accessible name of the link in English: which network, and that it is ours. The footer
   * says it in the interface's language (layout.footer.social).
   */
  label: string;
  url: string;
}

export interface Brand {
  productName: string;
  company: string;
  tagline: string;
  helpline: string;
  supportEmail: string;
  careersUrl: string;
  logoPath: string;
  /** The logo drawn for dark backgrounds (footer). */
  logoOnDarkPath: string;
  social: readonly SocialLink[];
  centres: readonly Centre[];
}

export const brand: Brand = {
  productName: 'Aspirant',
  company: 'Aspirant Learning Private Limited',
  tagline: 'Civil services preparation, done right',
  helpline: '+91 11 4567 8900',
  supportEmail: 'support@aspirant.in',
  careersUrl: 'https://forms.gle/aspirant-careers',
  logoPath: '/images/logo.svg',
  logoOnDarkPath: '/images/logo-light.svg',
  social: [
    { network: 'youtube', name: 'YouTube', label: 'Aspirant on YouTube', url: 'https://www.youtube.com/@aspirantias' },
    { network: 'telegram', name: 'Telegram', label: 'Aspirant on Telegram', url: 'https://t.me/aspirantias' },
    {
      network: 'instagram',
      name: 'Instagram',
      label: 'Aspirant on Instagram',
      url: 'https://www.instagram.com/aspirantias',
    },
    {
      network: 'facebook',
      name: 'Facebook',
      label: 'Aspirant on Facebook',
      url: 'https://www.facebook.com/aspirantias',
    },
    { network: 'x', name: 'X', label: 'Aspirant on X', url: 'https://x.com/aspirantias' },
  ],
  centres: [
    {
      city: 'Delhi',
      address: '12/4, Pusa Road, Old Rajinder Nagar, New Delhi 110060',
      phone: '+91 11 4567 8901',
      cityKey: 'layout.centres.delhi.city',
      addressKey: 'layout.centres.delhi.address',
    },
    {
      city: 'Bengaluru',
      address: '2nd Floor, 45 Service Road, Vijayanagar, Bengaluru 560040',
      phone: '+91 80 4123 5566',
      cityKey: 'layout.centres.bengaluru.city',
      addressKey: 'layout.centres.bengaluru.address',
    },
    {
      city: 'Pune',
      address: 'Shaniwar Peth, near Appa Balwant Chowk, Pune 411030',
      phone: '+91 20 2445 7788',
      cityKey: 'layout.centres.pune.city',
      addressKey: 'layout.centres.pune.address',
    },
    {
      city: 'Ahmedabad',
      address: '3rd Floor, Shivalik Plaza, Navrangpura, Ahmedabad 380009',
      phone: '+91 79 2656 3344',
      cityKey: 'layout.centres.ahmedabad.city',
      addressKey: 'layout.centres.ahmedabad.address',
    },
    {
      city: 'Jammu',
      address: '88-A, Gandhi Nagar, Jammu 180004',
      phone: '+91 191 245 6677',
      cityKey: 'layout.centres.jammu.city',
      addressKey: 'layout.centres.jammu.address',
    },
  ],
};

/** A Google Maps search for the centre's address (works without an API key). */
export function centreMapUrl(centre: Pick<Centre, 'address'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(centre.address)}`;
}

/** `tel:` links need the number without spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * "Notes | Aspirant": the document title of a page; without a title, the home page's "Aspirant —
 * tagline". Callers pass the title (and the home page its tagline, t('common.brand.tagline'))
 * in the interface's language.
 */
export function pageTitle(title?: string, tagline: string = brand.tagline): string {
  return title ? `${title} | ${brand.productName}` : `${brand.productName} — ${tagline}`;
}
