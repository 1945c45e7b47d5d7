import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

describe('TestimonialCard', () => {
  it('shows the portrait and a play button, and no player until it is pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(<TestimonialCard testimonial={testimonial} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/files/testimonials/asha.jpg');
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: "Play Asha Verma's testimonial" }));
    const iframe = container.querySelector('iframe');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1');
    expect(iframe).toHaveAttribute('title', 'Video testimonial of Asha Verma');
    expect(iframe).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
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
