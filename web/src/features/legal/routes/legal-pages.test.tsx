import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { RefundPolicyPage } from './RefundPolicyPage';
import { TermsPage } from './TermsPage';

describe('legal pages', () => {
  it('in English: the text as written, its date with the month in full, and no translation note', () => {
    renderWithRouter(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 22 November 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund & Cancellation Policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
    expect(screen.queryByText(/English text prevails/)).not.toBeInTheDocument();
  });

  it('in Hindi: the whole text in Hindi, the date in Hindi, and a note that the English text prevails', async () => {
    await i18n.changeLanguage('hi');
    renderWithRouter(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'नियम एवं शर्तें' })).toBeInTheDocument();
    expect(screen.getByText('अंतिम अद्यतन: 22 नवंबर 2026')).toBeInTheDocument();
    expect(
      screen.getByText('यह अंग्रेज़ी पाठ का हिन्दी अनुवाद है। दोनों में कोई अंतर होने पर अंग्रेज़ी पाठ ही मान्य होगा।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'इस पेज पर' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '8. लागू कानून और क्षेत्राधिकार' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रिफ़ंड एवं रद्दीकरण नीति' })).toHaveAttribute('href', '/refund-policy');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('in Hindi: the privacy and refund policies too, brand names and e-mail kept as they are', async () => {
    await i18n.changeLanguage('hi');
    const { unmount } = renderWithRouter(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'गोपनीयता नीति' })).toBeInTheDocument();
    expect(screen.getByText(/^Aspirant Learning Private Limited आपकी व्यक्तिगत जानकारी/)).toBeInTheDocument();
    unmount();

    renderWithRouter(<RefundPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'रिफ़ंड एवं रद्दीकरण नीति' })).toBeInTheDocument();
    expect(screen.getByText('PDF सदस्यताएँ:').tagName).toBe('STRONG');
    expect(screen.getAllByRole('link', { name: /@/ })[0]).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});
