import { z } from 'zod/mini';
import { apiUrl } from './api-client';

/** Where carried answers are read from: the page's elements in a browser, the request's on the server. */
type PreloadSource = (path: string) => string | undefined;

function takeFromDocument(path: string): string | undefined {
  const element = document.querySelector(`script[type="application/json"][data-preload="${CSS.escape(path)}"]`);
  if (!element?.textContent) return undefined;
  element.remove();
  return element.textContent;
}

let source: PreloadSource = takeFromDocument;

/** The server's renderer (src/server) hands over the answers it puts in the page it renders. */
export function setPreloadSource(next: PreloadSource): void {
  source = next;
}

/**
 * The answer of an API call that the server put in the page (docs/product.md, "Fast on a budget
 * phone"): `<script type="application/json" data-preload="/api/...">`. Read once, so that a later
 * fetch goes to the server; undefined when the page has none or it does not have the expected shape.
 */
export function preloaded<Schema extends z.core.$ZodType>(path: string, schema: Schema): z.output<Schema> | undefined {
  const text = source(path);
  if (!text) return undefined;
  try {
    const parsed = z.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // not JSON
  }
}

/**
 * The carried answer of the call `apiGet(path, schema, { query })` would make, found under the
 * address that call goes to. A page's own calls are carried as a visitor's answers: use those
 * only while nobody is signed in.
 */
export function preloadedCall<Schema extends z.core.$ZodType>(
  path: string,
  schema: Schema,
  query?: Parameters<typeof apiUrl>[1],
): z.output<Schema> | undefined {
  return preloaded(apiUrl(path, query), schema);
}
