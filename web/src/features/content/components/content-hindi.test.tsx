import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brand } from '@/config/brand';
import { OPENING_SECTIONS, sectionsQueryOptions } from '@/config/section-categories';
import { i18n } from '@/i18n';
import { formatNumber } from '@/i18n/format';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { freeTestQueryOptions } from '../api/get-free-test';
import { heroSlidesQueryOptions } from '../api/get-hero-slides';
import type { PopularSubscription, Testimonial } from '../api/schemas';
import { CourseCard } from './CourseCard';
import { FaqAccordion } from './FaqAccordion';
import { HeroSection } from './HeroSection';
import { TestimonialCard } from './TestimonialCard';

/** A cache holding what the home page would fetch, fresh for the whole test (no network). */
function seededQueryClient() {
  const queryClient = createTestQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  queryClient.setQueryData(sectionsQueryOptions().queryKey, [...OPENING_SECTIONS]);
  queryClient.setQueryData(heroSlidesQueryOptions().queryKey, []);
  queryClient.setQueryData(freeTestQueryOptions().queryKey, [
    { slug: 'free-prelims', section_category: 'prelims-tests', libraries: [{ type: 'tests', count: 2 }] },
  ]);
  return queryClient;
}

const course: PopularSubscription = {
  id: 1,
  name: 'GS Prelims Test Series 2026',
  slug: 'pts-2026',
  thumbnail: null,
  short_details: '',
  price: 124999,
  strikePrice: 156249,
  section_category: 'prelims-tests',
  discount_info: 'Diwali offer: 20% off till 5 Nov',
  translations: { hi: { discount_info: 'दिवाली ऑफ़र: 5 नवंबर तक 20% की छूट' } },
  tags: ['Bestseller'],
};

const testimonial: Testimonial = {
  id: 1,
  name: 'Asha Verma',
  image: '',
  rank: '12',
  year: '2024',
  youtubeUrl: '<iframe src="https://www.youtube-nocookie.com/embed/abc123" allowfullscreen></iframe>',
};

describe('the home page in English', () => {
  it('heads the hero with the brand tagline, its last clause accented', () => {
    renderWithRouter(<HeroSection />, { queryClient: seededQueryClient() });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(brand.tagline);
    expect(heading.querySelector('span')).toHaveTextContent('done right');
    expect(screen.getByRole('link', { name: 'Take a free test' })).toHaveAttribute(
      'href',
      '/prelims-tests/free-prelims',
    );
  });
});

describe('the home page in Hindi', () => {
  it('shows the hero in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<HeroSection />, { queryClient: seededQueryClient() });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('सिविल सेवा की तैयारी, सही तरीके से');
    expect(heading.querySelector('span')).toHaveTextContent('सही तरीके से');
    expect(screen.getByText('UPSC के पैटर्न पर आधारित टेस्ट सीरीज़')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'टेस्ट सीरीज़ देखें' })).toHaveAttribute('href', '/prelims-tests');
    expect(screen.getByRole('link', { name: 'निःशुल्क टेस्ट दें' })).toBeInTheDocument();
  });

  it('prices a course in the Hindi locale and words its card in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    renderWithRouter(<CourseCard course={course} />, { queryClient: seededQueryClient() });
    // hi-IN writes rupees and percentages as en-IN does: Indian grouping, Latin digits.
    expect(screen.getByText('₹1,24,999')).toBeInTheDocument();
    expect(screen.getByText('₹1,56,249')).toBeInTheDocument();
    expect(screen.getByText(`${formatNumber(20, 'hi-IN')}% की छूट`)).toBeInTheDocument();
    expect(screen.getByText('प्रारंभिक परीक्षा टेस्ट')).toBeInTheDocument();
    expect(screen.getByText('मूल मूल्य')).toHaveClass('sr-only');
    // Staff's Hindi discount line, and the tag as staff typed it.
    expect(screen.getByText('दिवाली ऑफ़र: 5 नवंबर तक 20% की छूट')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'लेबल' })).toHaveTextContent('Bestseller');
    expect(screen.getByRole('link', { name: 'विवरण देखें: GS Prelims Test Series 2026' })).toHaveAttribute(
      'href',
      '/prelims-tests/pts-2026',
    );
  });

  it('names a testimonial and its play button in Hindi', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(<TestimonialCard testimonial={testimonial} />);
    expect(screen.getByRole('button', { name: 'Asha Verma का अनुभव वीडियो में सुनें' })).toBeInTheDocument();
    expect(screen.getByText('AIR 12 · 2024')).toBeInTheDocument();
  });

  it('marks the English entries of the FAQ as English, the Hindi ones not (the page is Hindi)', async () => {
    await act(() => i18n.changeLanguage('hi'));
    render(
      <FaqAccordion
        items={[
          { id: 1, question: 'क्या टेस्ट हिंदी में हैं?', answer: 'हाँ।' },
          { id: 2, question: 'Is there a refund?', answer: 'No.' },
        ]}
      />,
    );
    expect(screen.getByText('क्या टेस्ट हिंदी में हैं?').closest('[lang]')).toBe(document.documentElement);
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    expect(screen.getByText('Is there a refund?').closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
