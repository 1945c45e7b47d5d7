import { describe, expect, it } from 'vitest';
import { sanitizeDetailsHtml } from './sanitize-details';

describe('sanitizeDetailsHtml', () => {
  it('keeps text formatting and lists', () => {
    const html = '<p>Sit the <strong>same</strong> paper.</p><ul><li>40 tests</li><li>All-India rank</li></ul>';
    expect(sanitizeDetailsHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, styles, frames and images from unsafe addresses', () => {
    const html = sanitizeDetailsHtml(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script><img src=x onerror="alert(1)"><img src="javascript:alert(1)"><iframe src="https://evil.example"></iframe></p>',
    );
    expect(html).toBe('<p>Hi</p>');
  });

  it('keeps figures with images from this site, as the server allows them in questions', () => {
    const html = sanitizeDetailsHtml(
      '<figure><img src="/files/img/2026/11/map.png" alt="Map of the Western Ghats" width="320"><figcaption>Fig. 1</figcaption></figure><ol start="3"><li>Third</li></ol>',
    );
    expect(html).toBe(
      '<figure><img src="/files/img/2026/11/map.png" alt="Map of the Western Ghats" width="320"><figcaption>Fig. 1</figcaption></figure><ol start="3"><li>Third</li></ol>',
    );
  });

  it('opens other sites in a new tab without access to this one, and drops unsafe links', () => {
    const container = document.createElement('div');
    container.innerHTML = sanitizeDetailsHtml(
      '<a href="https://example.org/syllabus">Syllabus</a><a href="javascript:alert(1)">Bad</a><a href="/notes">Notes</a>',
    );
    const [external, unsafe, internal] = Array.from(container.querySelectorAll('a'));
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(unsafe?.hasAttribute('href')).toBe(false);
    expect(internal?.getAttribute('href')).toBe('/notes');
    expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('answers empty text for empty input', () => {
    expect(sanitizeDetailsHtml('')).toBe('');
  });
});
