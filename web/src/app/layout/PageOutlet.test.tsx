import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { PageOutlet } from './PageOutlet';

function renderPages() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: <PageOutlet />,
      children: [
        { index: true, element: <input aria-label="Search" /> },
        { path: 'next', element: <h1>Next page</h1> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('the page outlet', () => {
  it('draws the first page plainly and keeps it, then starts each next page at the top with its entrance', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = renderPages();
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.type(search, 'polity');
    // The first page is not wrapped (it is the server's markup the app took over) and not animated.
    expect(search.closest('.motion-safe\\:animate-page-enter')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('polity');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/next'));
    const heading = await screen.findByRole('heading', { name: 'Next page' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(heading.closest('.motion-safe\\:animate-page-enter')).not.toBeNull();

    // Back on the first address, the page enters like any other.
    await act(() => router.navigate('/'));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Search' }).closest('.motion-safe\\:animate-page-enter'),
      ).not.toBeNull(),
    );
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
