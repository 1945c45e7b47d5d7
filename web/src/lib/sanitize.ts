/**
 * Video embed snippets come from staff-edited content (testimonials, later discussion videos).
 * Only YouTube player iframes survive: anything else, or an iframe pointing elsewhere, is
 * dropped, so a compromised record cannot inject markup or frame another site.
 */
import DOMPurify from 'dompurify';

const ALLOWED_EMBED_PREFIXES = ['https://www.youtube-nocookie.com/embed/', 'https://www.youtube.com/embed/'];

function isAllowedEmbedSrc(src: string | null): boolean {
  return src !== null && ALLOWED_EMBED_PREFIXES.some((prefix) => src.startsWith(prefix));
}

export interface EmbedOptions {
  /** Accessible name for the frame when the snippet has none. */
  title: string;
  /**
   * Start playing at once: for a player mounted because the learner pressed Play, so one press
   * plays the video instead of showing YouTube's own play button.
   */
  autoplay?: boolean;
}

/** The address a sanitised embed (sanitizeVideoEmbed's answer) plays from, or null. */
export function embedAddress(embed: string): string | null {
  const src = new DOMParser().parseFromString(embed, 'text/html').querySelector('iframe')?.getAttribute('src') ?? null;
  return isAllowedEmbedSrc(src) ? src : null;
}

/** The player address with autoplay switched on, and the frame allowed to use it. */
function enableAutoplay(iframe: HTMLIFrameElement): void {
  const src = new URL(iframe.getAttribute('src') ?? '');
  src.searchParams.set('autoplay', '1');
  iframe.setAttribute('src', src.toString());
  const allow = (iframe.getAttribute('allow') ?? '')
    .split(';')
    .map((feature) => feature.trim())
    .filter(Boolean);
  if (!allow.includes('autoplay')) iframe.setAttribute('allow', [...allow, 'autoplay'].join('; '));
}

export function sanitizeVideoEmbed(html: string, { title, autoplay = false }: EmbedOptions): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['iframe'],
    ALLOWED_ATTR: ['src', 'title', 'allow', 'allowfullscreen', 'referrerpolicy', 'width', 'height', 'frameborder'],
    RETURN_DOM_FRAGMENT: true,
  });
  // One player per snippet: the first iframe that points at YouTube's player.
  const iframe = Array.from(fragment.querySelectorAll('iframe')).find((frame) =>
    isAllowedEmbedSrc(frame.getAttribute('src')),
  );
  if (!iframe) return '';
  if (autoplay) enableAutoplay(iframe);
  // Loaded only when scrolled near, and sized by its 16:9 box instead of fixed pixels.
  iframe.setAttribute('loading', 'lazy');
  if (!iframe.getAttribute('title')) iframe.setAttribute('title', title);
  iframe.removeAttribute('width');
  iframe.removeAttribute('height');
  iframe.removeAttribute('frameborder');
  return iframe.outerHTML;
}
