import './host';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { resolveMatchedRoutes } from '@/app/resolve-routes';
import { routes } from '@/app/router';
import { setPreloadSource } from '@/lib/preload';
import { setSanitizerWithoutDom } from '@/lib/sanitize-details';

/** Staff-written HTML is sanitised by the server's own allow-list (internal/platform/htmlsafe). */
declare const sanitizeHtml: (html: string) => string;
setSanitizerWithoutDom((html) => sanitizeHtml(html));

/**
 * The body of a public page as a visitor first sees it, rendered by the server
 * (internal/pages) from the answers it also carries in the page, so that the browser paints the
 * page from the HTML and the app then takes it over (docs/product.md, "Fast on a budget phone").
 * `answers` maps an API address to its answer's JSON text.
 */
export async function render(address: string, answers: Record<string, string>): Promise<string> {
  setPreloadSource((path) => answers[path]);
  const { pathname, search } = new URL(address, 'http://localhost');
  await resolveMatchedRoutes(routes, pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname + search] });
  return renderToString(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
