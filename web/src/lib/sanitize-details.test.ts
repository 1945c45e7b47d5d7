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
      '<figure><img src="/brand/map.png" alt="Map of the Western Ghats" width="320"><figcaption>Fig. 1</figcaption></figure><ol start="3"><li>Third</li></ol>',
    );
    expect(html).toBe(
      '<figure><img src="/brand/map.png" alt="Map of the Western Ghats" width="320"><figcaption>Fig. 1</figcaption></figure><ol start="3"><li>Third</li></ol>',
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

  it("gives a stored image in a question the copies a phone needs, and leaves another site's alone", () => {
    const container = document.createElement('div');
    container.innerHTML = sanitizeDetailsHtml(
      '<figure><img src="/files/img/2026/11/map.png" alt="Map of India"></figure><img src="https://example.org/a.png" alt="">',
    );
    const [stored, other] = Array.from(container.querySelectorAll('img'));
    expect(stored?.getAttribute('srcset')).toBe(
      '/files/img/2026/11/map.png?w=320 320w, /files/img/2026/11/map.png?w=640 640w, /files/img/2026/11/map.png?w=960 960w, /files/img/2026/11/map.png?w=1440 1440w',
    );
    expect(stored?.getAttribute('loading')).toBe('lazy');
    expect(stored?.getAttribute('alt')).toBe('Map of India');
    expect(other?.hasAttribute('srcset')).toBe(false);
  });

  it('answers empty text for empty input', () => {
    expect(sanitizeDetailsHtml('')).toBe('');
  });
});
