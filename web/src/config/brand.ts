/**
 * The one place for the company's public details. Header, footer, page titles and the legal
 * pages read them from here, so a change of phone number or a new centre is a one-line edit.
 */

export interface Centre {
  city: string;
  address: string;
  phone: string;
}

export type SocialNetwork = 'youtube' | 'telegram' | 'instagram' | 'facebook' | 'x';

export interface SocialLink {
  network: SocialNetwork;
  /** The accessible name of the link: which network, and that it is ours. */
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
    { network: 'youtube', label: 'Aspirant on YouTube', url: 'https://www.youtube.com/@aspirantias' },
    { network: 'telegram', label: 'Aspirant on Telegram', url: 'https://t.me/aspirantias' },
    { network: 'instagram', label: 'Aspirant on Instagram', url: 'https://www.instagram.com/aspirantias' },
    { network: 'facebook', label: 'Aspirant on Facebook', url: 'https://www.facebook.com/aspirantias' },
    { network: 'x', label: 'Aspirant on X', url: 'https://x.com/aspirantias' },
  ],
  centres: [
    { city: 'Delhi', address: '12/4, Pusa Road, Old Rajinder Nagar, New Delhi 110060', phone: '+91 11 4567 8901' },
    {
      city: 'Bengaluru',
      address: '2nd Floor, 45 Service Road, Vijayanagar, Bengaluru 560040',
      phone: '+91 80 4123 5566',
    },
    { city: 'Pune', address: 'Shaniwar Peth, near Appa Balwant Chowk, Pune 411030', phone: '+91 20 2445 7788' },
    {
      city: 'Ahmedabad',
      address: '3rd Floor, Shivalik Plaza, Navrangpura, Ahmedabad 380009',
      phone: '+91 79 2656 3344',
    },
    { city: 'Jammu', address: '88-A, Gandhi Nagar, Jammu 180004', phone: '+91 191 245 6677' },
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

/** "Notes | Aspirant": the document title of a page. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${brand.productName}` : `${brand.productName} — ${brand.tagline}`;
}
