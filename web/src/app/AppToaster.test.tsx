import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, toastOptions } from './AppToaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('AppToaster', () => {
  it('uses our toast durations', () => {
    expect(toastOptions.blank.duration).toBe(4000);
    expect(toastOptions.error.duration).toBe(4000);
    expect(toastOptions.success.duration).toBe(2000);
    expect(toastOptions.custom.duration).toBe(4000);
    expect(toastOptions.loading.duration).toBe(Infinity);
  });

  it('keeps at most 20 toasts', () => {
    render(<AppToaster />);
    act(() => {
      for (let index = 1; index <= 25; index += 1) toast(`Message ${index}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(screen.getByText('Message 25')).toBeInTheDocument();
    expect(screen.queryByText('Message 5')).not.toBeInTheDocument();
  });

  it('shows error toasts with a pink border and success toasts with a green one', () => {
    render(<AppToaster />);
    act(() => {
      toast.error('Failed to load profile data');
      toast.success('Profile updated successfully!');
    });
    const errorToast = screen.getByText('Failed to load profile data').parentElement;
    const successToast = screen.getByText('Profile updated successfully!').parentElement;
    expect(errorToast).toHaveStyle({ border: '2px solid #f472b6', background: '#0b1f4b' });
    expect(successToast).toHaveStyle({ border: '2px solid #22c55e', background: '#0b1f4b' });
  });

  // The browser tests' accessibility checks leave toasts out (they fade in and out while axe
  // reads the page), so their text contrast is held here, by WCAG's formula: at least 4.5:1.
  it('writes toasts in colours of enough contrast', () => {
    const luminance = (hex: string) => {
      const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
        const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const { color, background } = toastOptions.style as { color: string; background: string };
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });
});
