import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Testimonial } from '../api/schemas';
import { TestimonialCard } from './TestimonialCard';

const testimonial: Testimonial = {
  id: 1,
  name: 'Asha Verma',
  image: 'testimonials/asha.jpg',
  rank: 'AIR 14',
  year: '2025',
  youtubeUrl: '<iframe src="https://www.youtube-nocookie.com/embed/abc123" allowfullscreen></iframe>',
};

/** The video site answering the card's question before it mounts a player, or out of reach. */
function videoSite(reachable: boolean): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return reachable
      ? Promise.resolve(new Response(null, { status: 200 }))
      : Promise.reject(new TypeError('Failed to fetch'));
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TestimonialCard', () => {
  it('shows the portrait and a play button, and no player until it is pressed', async () => {
    const asked = videoSite(true);
    const user = userEvent.setup();
    const { container } = render(<TestimonialCard testimonial={testimonial} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/files/testimonials/asha.jpg');
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: "Play Asha Verma's testimonial" }));
    await waitFor(() => {
      expect(container.querySelector('iframe')).not.toBeNull();
    });
    expect(asked).toHaveLength(1);
    const iframe = container.querySelector('iframe');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1');
    expect(iframe).toHaveAttribute('title', 'Video testimonial of Asha Verma');
    expect(iframe).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the portrait and says so when the video site cannot be reached, and tries again', async () => {
    videoSite(false);
    const user = userEvent.setup();
    const { container } = render(<TestimonialCard testimonial={testimonial} />);
    await user.click(screen.getByRole('button', { name: "Play Asha Verma's testimonial" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The video site cannot be reached from this connection.',
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/files/testimonials/asha.jpg');

    videoSite(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => {
      expect(container.querySelector('iframe')).not.toBeNull();
    });
  });

  it('offers no play button when the snippet is missing or not a YouTube player', () => {
    render(
      <TestimonialCard
        testimonial={{ ...testimonial, youtubeUrl: '<iframe src="https://evil.example/x"></iframe>' }}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('AIR 14 · 2025')).toBeInTheDocument();
  });
});
