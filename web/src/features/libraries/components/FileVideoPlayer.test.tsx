import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileVideoPlayer } from './FileVideoPlayer';

// jsdom has no media pipeline: play() is a promise that resolves, and nothing loads.
const play = vi.fn(() => Promise.resolve());
beforeEach(() => {
  play.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function videoElement(): HTMLVideoElement {
  const element = screen.getByTitle('Video player: Article 32');
  if (!(element instanceof HTMLVideoElement)) throw new Error('no video element');
  return element;
}

describe('a lecture played from the site’s own store', () => {
  it('shows the learner’s line over the picture and offers no download or picture-in-picture', () => {
    render(
      <FileVideoPlayer
        title="Article 32"
        src="/api/v1/media/videos/a"
        watermark="Kavya Menon · ASP2027001"
        renew={vi.fn()}
      />,
    );
    const video = videoElement();
    expect(video.getAttribute('src')).toBe('/api/v1/media/videos/a');
    expect(video.getAttribute('controlslist')).toContain('nodownload');
    expect(video).toHaveAttribute('disablepictureinpicture');
    expect(screen.getByTestId('video-watermark')).toHaveTextContent('Kavya Menon · ASP2027001');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('asks for a fresh address when the old one stops working, and goes on from the same second', async () => {
    const renew = vi.fn().mockResolvedValue('/api/v1/media/videos/b');
    render(<FileVideoPlayer title="Article 32" src="/api/v1/media/videos/a" watermark="Kavya" renew={renew} />);
    const video = videoElement();
    video.currentTime = 13;
    await act(async () => {
      fireEvent.error(video);
      await Promise.resolve();
    });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(video.getAttribute('src')).toBe('/api/v1/media/videos/b');

    video.currentTime = 0; // a new source starts from the beginning
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(13);
    expect(play).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the video stopped when a fresh address fails at once too', async () => {
    const renew = vi.fn().mockResolvedValue('/api/v1/media/videos/b');
    render(<FileVideoPlayer title="Article 32" src="/api/v1/media/videos/a" watermark="Kavya" renew={renew} />);
    await act(async () => {
      fireEvent.error(videoElement());
      await Promise.resolve();
    });
    fireEvent.error(videoElement());
    expect(renew).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('The video stopped. Please close it and press Play again.');
  });
});
