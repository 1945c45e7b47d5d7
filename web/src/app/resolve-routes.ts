import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes that match an address before the first render, and keeps it in
 * the route objects: the server renders a page whole (docs/product.md, "Fast on a budget phone"),
 * and the browser must have the same code in hand to take over that page's markup rather than
 * draw a blank one first.
 */
export async function resolveMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
