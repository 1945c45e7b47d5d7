/**
 * docs/product.md, "Videos": a Google Drive video link plays in Drive's preview player. The file id comes
 * from a '/file/d/{id}/' path or an 'id' query parameter. The same rule as the server's
 * (internal/videos EmbedURL), so the discussion videos that arrive as links play exactly as the
 * playback call's addresses do. Anything else is refused: the frame must never load another site.
 */
const DRIVE_HOSTS = new Set(['drive.google.com', 'docs.google.com']);
const FILE_ID = /^[A-Za-z0-9_-]{10,200}$/;

export function drivePreviewUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !DRIVE_HOSTS.has(url.host)) return null;
  const id = url.pathname.startsWith('/file/d/')
    ? (url.pathname.slice('/file/d/'.length).split('/')[0] ?? '')
    : (url.searchParams.get('id') ?? '');
  return FILE_ID.test(id) ? `https://drive.google.com/file/d/${id}/preview` : null;
}

/**
 * A video kept by the site plays from an address on this site (docs/product.md, "Videos"): the
 * video element is never pointed anywhere else, whatever an answer says.
 */
export function isSiteVideoAddress(address: string): boolean {
  return address.startsWith('/api/');
}
