import { render } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { BrowserOnly } from './BrowserOnly';

const layoutRendered = vi.fn();

function Layout() {
  layoutRendered();
  const [label] = useState('Page');
  return (
    <div>
      <h1>{label}</h1>
      <BrowserOnly>
        <p>Only in the browser</p>
      </BrowserOnly>
    </div>
  );
}

describe('BrowserOnly', () => {
  it('is absent from the server page, appears once the browser took it over, and re-renders nothing around it', () => {
    const html = renderToString(<Layout />);
    expect(html).toContain('Page');
    expect(html).not.toContain('Only in the browser');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    layoutRendered.mockClear();
    render(<Layout />, { container, hydrate: true });
    expect(container).toHaveTextContent('Only in the browser');
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
    // The layout rendered once, for the hydration; adding the browser's part re-rendered only it.
    expect(layoutRendered).toHaveBeenCalledTimes(1);
  });
});
