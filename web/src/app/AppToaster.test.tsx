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
});
