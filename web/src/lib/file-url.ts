/**
 * Image fields from the API are storage paths ("carousels/hero-1.jpg"); the server publishes
 * public files under /files/. Absolute URLs and data URLs pass through unchanged.
 */
export function fileUrl(path: string): string {
  if (isExternal(path)) return path;
  return `/files/${path.replace(/^\/+/, '').replace(/^files\//, '')}`;
}

function isExternal(path: string): boolean {
  return /^(https?:|data:|blob:)/i.test(path);
}

/**
 * The widths the server also keeps every public image at, as WebP (internal/media, ImageWidths;
 * docs/performance.md, "Images"). Asked for with ?w=, it answers that copy to a browser that takes
 * WebP, and the original otherwise or when the picture is narrower: no candidate is ever missing.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1440] as const;

/**
 * The attributes of a public image drawn at `sizes` (a media-query list, as in `<img sizes>`):
 * the browser picks the smallest copy that fills the space at the screen's density.
 */
export function responsiveImage(path: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const src = fileUrl(path);
  if (isExternal(path)) return { src };
  return { src, srcSet: srcSetOf(src), sizes };
}

/** A stored image's srcset: its address at each kept width, asked for with ?w=. */
export function srcSetOf(src: string): string {
  return IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}

/*
 * The server's head preloads a list's first card picture and a details page's picture with these
 * sizes (internal/seo, Picture): a change here is a change there, or the picture is fetched twice.
 */

/** A card in a row of cards: three across from 1024 px (at most 400 px), two from 640 px, one on a phone. */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** A details page's picture: beside the text from 768 px, the page's width on a phone. */
export const DETAILS_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';
