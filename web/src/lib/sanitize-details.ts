/**
 * Staff-written HTML (a subscription's details, descriptions, questions and options). The server
 * sanitises it already (internal/platform/htmlsafe, the same allow-list); the browser does it
 * again before display (api-contract.md), keeping only text formatting, lists, simple tables,
 * figures with images (a map or a chart in a question) and links. Links open safely: other sites
 * in a new tab without access to this one. Images load only from this site or https addresses.
 */
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = (
  'p br hr strong b em i u s sub sup small mark span div h2 h3 h4 h5 h6 ul ol li dl dt dd blockquote ' +
  'pre code table thead tbody tr th td caption figure figcaption img a'
).split(' ');
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope', 'start', 'type', 'src', 'alt', 'width', 'height'];
const SAFE_LINK = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;
const SAFE_IMAGE = /^(https:|\/(?!\/))/i;

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
    if (!SAFE_IMAGE.test((image.getAttribute('src') ?? '').trim())) image.remove();
    else if (!image.hasAttribute('alt')) image.setAttribute('alt', '');
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
