/**
 * Whether the video site answers at all (docs/product.md, "Testimonials"): asked before a player
 * is mounted, because a frame whose site cannot be reached shows only the browser's grey error
 * page, and the page cannot look inside it. An opaque HEAD: nothing is read, no cookie is sent.
 * A site that does not answer within the time is taken as unreachable.
 */
export async function videoSiteAnswers(address: string, timeoutMs = 8000): Promise<boolean> {
  try {
    await fetch(address, {
      method: 'HEAD',
      mode: 'no-cors',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return true;
  } catch {
    return false;
  }
}
