/**
 * The HTML of staff text (a subscription's details, descriptions, questions and options). The
 * server makes it from the typed text with every character escaped (internal/platform/stafftext);
 * the browser sanitises it again before display (api-contract.md), keeping only text formatting, lists, simple tables,
 * figures with images (a map or a chart in a question) and links. Links open safely: other sites
 * in a new tab without access to this one. Images load only from this site or https addresses.
 */
import DOMPurify from 'dompurify';
import { srcSetOf } from './file-url';

const ALLOWED_TAGS = (
  'p br hr strong b em i u s sub sup small mark span div h2 h3 h4 h5 h6 ul ol li dl dt dd blockquote ' +
  'pre code table thead tbody tr th td caption figure figcaption img a'
).split(' ');
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope', 'start', 'type', 'src', 'alt', 'width', 'height'];
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(https:|\/(?!\/))/i;
/** An image this site stores (a map in a question): it also has smaller copies (file-url.ts). */
const STORED_IMAGE = /^\/files\/img\/[\w/.-]+$/;

/**
 * A stored image in staff text takes the smallest copy that fills the text's width (at most
 * 640 px on a wide screen), and loads when it comes near the screen.
 */
function sizedForTheScreen(image: HTMLImageElement, src: string): void {
  image.setAttribute('srcset', srcSetOf(src));
  image.setAttribute('sizes', '(min-width: 768px) 640px, 100vw');
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
}

/**
 * The server renders public pages without a DOM for DOMPurify (src/server): there its own
 * sanitiser, with the same allow-list, stands in. (The browser keeps the server's markup when it
 * takes the page over, and sanitises by itself whatever it draws afterwards.)
 */
let sanitizeWithoutDom: ((html: string) => string) | undefined;

export function setSanitizerWithoutDom(sanitize: (html: string) => string): void {
  sanitizeWithoutDom = sanitize;
}

export function sanitizeDetailsHtml(html: string): string {
  if (!html) return '';
  if (typeof document === 'undefined') {
    if (!sanitizeWithoutDom) throw new Error('no sanitiser outside a browser');
    return sanitizeWithoutDom(html);
  }
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    const href = link.getAttribute('href') ?? '';
    if (!SAFE_LINK.test(href.trim())) {
      link.removeAttribute('href');
      continue;
    }
    if (/^(https?:)?\/\//i.test(href.trim())) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  for (const image of Array.from(fragment.querySelectorAll('img'))) {
    const src = (image.getAttribute('src') ?? '').trim();
    if (!SAFE_IMAGE.test(src)) {
      image.remove();
      continue;
    }
    if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
    if (STORED_IMAGE.test(src)) sizedForTheScreen(image, src);
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
