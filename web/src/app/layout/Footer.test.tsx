import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand, centreMapUrl } from '@/config/brand';
import { setLanguage } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('lists the quick links and the about links', () => {
    renderWithRouter(<Footer />);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/notes', '/prelims_tests', '/mains_tests', '/video_courses', '/optionals', '/pcs']);
    const about = screen.getByRole('navigation', { name: 'About' });
    expect(within(about).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(about).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    expect(within(about).getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    const careers = within(about).getByRole('link', { name: /Careers/ });
    expect(careers).toHaveAttribute('href', brand.careersUrl);
    expect(careers).toHaveAttribute('target', '_blank');
    expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has the five social links, opening in a new tab with accessible names', () => {
    renderWithRouter(<Footer />);
    expect(brand.social).toHaveLength(5);
    for (const social of brand.social) {
      const link = screen.getByRole('link', { name: social.label });
      expect(link).toHaveAttribute('href', social.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the five centres with address, phone and a map link', () => {
    renderWithRouter(<Footer />);
    const centres = screen.getByRole('region', { name: 'Visit Our Centers' });
    expect(brand.centres.map((centre) => centre.city)).toEqual(['Delhi', 'Bengaluru', 'Pune', 'Ahmedabad', 'Jammu']);
    for (const centre of brand.centres) {
      const card = within(centres).getByRole('heading', { name: centre.city }).closest('li');
      if (!card) throw new Error(`no card for ${centre.city}`);
      expect(card).toHaveTextContent(centre.address);
      expect(within(card).getByRole('link', { name: centre.phone })).toHaveAttribute(
        'href',
        `tel:${centre.phone.replaceAll(' ', '')}`,
      );
      const map = within(card).getByRole('link', { name: /View on map/ });
      expect(map).toHaveAttribute('href', centreMapUrl(centre));
      expect(map.getAttribute('href')).toBe(
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(centre.address)}`,
      );
      expect(map).toHaveAttribute('target', '_blank');
    }
  });

  it('shows the helpline, the support e-mail and the copyright line', () => {
    renderWithRouter(<Footer />);
    expect(screen.getByRole('link', { name: /Helpline/ })).toHaveAttribute('href', 'tel:+911145678900');
    expect(screen.getByRole('link', { name: /Helpline/ })).toHaveTextContent(brand.helpline);
    expect(screen.getByRole('link', { name: /support@aspirant\.in/ })).toHaveAttribute(
      'href',
      'mailto:support@aspirant.in',
    );
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Aspirant Learning Private Limited. All rights reserved.`)).toBeInTheDocument();
  });

  it('speaks Hindi once the interface is switched to it', async () => {
    await act(() => setLanguage('hi'));
    expect(document.documentElement.lang).toBe('hi');
    renderWithRouter(<Footer />);

    const quick = screen.getByRole('navigation', { name: 'त्वरित लिंक' });
    expect(within(quick).getByRole('link', { name: 'प्रारंभिक परीक्षा टेस्ट' })).toHaveAttribute('href', '/prelims_tests');
    const about = screen.getByRole('navigation', { name: 'हमारे बारे में' });
    expect(within(about).getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(about).getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/terms-conditions');
    expect(within(about).getByRole('link', { name: 'रिफ़ंड नीति' })).toHaveAttribute('href', '/refund-policy');
    expect(within(about).getByRole('link', { name: /^करियर/ })).toHaveAttribute('href', brand.careersUrl);

    expect(screen.getByText(/^सिविल सेवा की तैयारी, सही तरीके से। UPSC सिविल सेवा/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /हेल्पलाइन: \+91 11 4567 8900/ })).toHaveAttribute(
      'href',
      'tel:+911145678900',
    );
    expect(screen.getByRole('link', { name: 'YouTube पर Aspirant' })).toHaveAttribute('href', brand.social[0]?.url);

    const centres = screen.getByRole('region', { name: 'हमारे केंद्र' });
    const delhi = within(centres).getByRole('heading', { name: 'दिल्ली' }).closest('li');
    if (!delhi) throw new Error('no card for Delhi');
    expect(delhi).toHaveTextContent('12/4, पूसा रोड, ओल्ड राजिंदर नगर, नई दिल्ली 110060');
    // The map still searches the postal address in English.
    expect(within(delhi).getByRole('link', { name: 'मानचित्र पर देखें: दिल्ली केंद्र (नए टैब में खुलता है)' })).toHaveAttribute(
      'href',
      centreMapUrl({ address: '12/4, Pusa Road, Old Rajinder Nagar, New Delhi 110060' }),
    );

    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Aspirant Learning Private Limited। सर्वाधिकार सुरक्षित।`)).toBeInTheDocument();
  });
});
