import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginRequiredNotice } from '@/components/LoginRequiredNotice';
import { setLanguage } from '@/i18n';
import { renderWithRouter } from '@/test/render';
import { Carousel } from './Carousel';
import { CloseButton } from './CloseButton';
import { SectionError } from './SectionError';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the shared pieces in Hindi', () => {
  it('name the close and retry buttons and the login notice in Hindi', async () => {
    await act(() => setLanguage('hi'));
    render(
      <>
        <CloseButton />
        <SectionError message="टेस्ट लोड नहीं हो सके।" onRetry={() => undefined} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'दोबारा प्रयास करें' })).toBeInTheDocument();

    renderWithRouter(<LoginRequiredNotice message="अपनी प्रोफ़ाइल देखने के लिए कृपया लॉग इन करें।" />);
    expect(screen.getByRole('heading', { name: 'लॉग इन करना आवश्यक है' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
  });

  it('numbers the carousel slides in Hindi', async () => {
    // jsdom has no layout, so none of the observers the carousel engine watches its slides with.
    class NoObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('IntersectionObserver', NoObserver);
    vi.stubGlobal('ResizeObserver', NoObserver);
    await act(() => setLanguage('hi'));
    render(
      <Carousel
        label="लोकप्रिय कोर्स"
        items={['a', 'b', 'c']}
        getKey={(item) => item}
        renderSlide={(item) => <p>{item}</p>}
      />,
    );
    const region = screen.getByRole('region', { name: 'लोकप्रिय कोर्स' });
    expect(region).toHaveAttribute('aria-roledescription', 'कैरोसेल');
    expect(screen.getByRole('group', { name: '3 में से 2' })).toHaveAttribute('aria-roledescription', 'स्लाइड');
  });
});
