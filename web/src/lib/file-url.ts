/**
 * Image fields from the API are storage paths ("carousels/hero-1.jpg"); the server publishes
 * public files under /files/. Absolute URLs and data URLs pass through unchanged.
 */
export function fileUrl(path: string): string {
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `/files/${path.replace(/^\/+/, '').replace(/^files\//, '')}`;
}
