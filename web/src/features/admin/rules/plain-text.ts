/**
 * The text of staff-written HTML (questions, options), for lists where markup is not wanted.
 * DOMParser builds an inert document: nothing in it runs or loads.
 */
export function plainText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  const document = new DOMParser().parseFromString(html, 'text/html');
  // Blocks (paragraphs, list items) are separate sentences, not run together.
  for (const block of document.body.querySelectorAll('p, li, br, div, tr, h1, h2, h3, h4')) block.after(' ');
  return document.body.textContent.replace(/\s+/g, ' ').trim();
}

/** The start of a text for a list: at most `length` characters of its plain text, cut with an ellipsis. */
export function excerpt(html: string, length = 240): string {
  const text = plainText(html);
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** A text as staff typed it (not HTML), on one line: for a sentence that quotes it. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
