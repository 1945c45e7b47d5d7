import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useOutlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageLocation } from './use-page-location';

function Page() {
  const { location, leaving } = usePageLocation('/check-attempted-test');
  return <p>{`${new URLSearchParams(location.search).get('testId') ?? 'none'} ${leaving ? 'leaving' : 'here'}`}</p>;
}

/** The layout's page transition in short: the outlet as it was when the page mounted. */
function FrozenOutlet() {
  const outlet = useOutlet();
  const [frozen] = useState(outlet);
  return frozen;
}

describe('a page’s own location', () => {
  it('keeps the page’s address while it leaves, and follows a new query of its own', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <FrozenOutlet />,
          children: [
            { path: '/check-attempted-test', element: <Page /> },
            { path: '/quiz/:slug/review/:id', element: <p>review</p> },
          ],
        },
      ],
      { initialEntries: ['/check-attempted-test?testId=3'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('3 here')).toBeInTheDocument();

    await act(() => router.navigate('/check-attempted-test?testId=4'));
    expect(screen.getByText('4 here')).toBeInTheDocument();

    // The frozen page still renders after the address moved on: it keeps its own query.
    await act(() => router.navigate('/quiz/gs-01/review/9'));
    expect(screen.getByText('4 leaving')).toBeInTheDocument();
  });
});
