import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DiscussionVideoButton } from './DiscussionVideoButton';

afterEach(() => {
  vi.restoreAllMocks();
});

const listed = {
  videoPlayBackUrl: '/api/v1/media/videos/prelims-4?grant=old',
  kind: 'file' as const,
  watermark: 'Ishaan',
};

describe('a test’s discussion', () => {
  it('kept by the site: asks for a fresh address and plays it in the site’s player with the learner’s line', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const fresh = vi
      .fn()
      .mockResolvedValue({ ...listed, videoPlayBackUrl: '/api/v1/media/videos/prelims-4?grant=new' });
    render(
      <DiscussionVideoButton
        testName="GS Mock 1"
        link="https://drive.google.com/file/d/abcdefghijk/view"
        file={listed}
        fresh={fresh}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Discussion Video' }));

    expect(fresh).toHaveBeenCalledTimes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Discussion: GS Mock 1' });
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/api/v1/media/videos/prelims-4?grant=new');
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(screen.getByTestId('video-watermark')).toHaveTextContent('Ishaan');
  });

  it('kept by the site but gone by the time Play is pressed: says it cannot play, opens nothing', async () => {
    const fresh = vi.fn().mockResolvedValue(undefined);
    render(
      <>
        <DiscussionVideoButton testName="GS Mock 1" link={null} file={listed} fresh={fresh} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Discussion Video' }));

    expect(await screen.findByText('Unable to load discussion video. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a Drive link only: plays Drive’s preview in a frame, asking the server nothing', async () => {
    const fresh = vi.fn();
    render(
      <DiscussionVideoButton
        testName="GS Mock 1"
        link="https://drive.google.com/file/d/abcdefghijk/view"
        fresh={fresh}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Discussion Video' }));

    const dialog = await screen.findByRole('dialog', { name: 'Discussion: GS Mock 1' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://drive.google.com/file/d/abcdefghijk/preview',
    );
    expect(fresh).not.toHaveBeenCalled();
  });
});
