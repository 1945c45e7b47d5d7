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
  it('keeps the first page mounted when the animation engine arrives, and starts the next page at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const router = renderPages();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'polity');
    // The engine loads when the browser is idle (a timer where there is no idle callback).
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('polity');
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/next'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Next page' })).toBeInTheDocument());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
