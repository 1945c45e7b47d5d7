import { describe, expect, it } from 'vitest';
import { sanitizeVideoEmbed } from './sanitize';

function parse(html: string): HTMLIFrameElement | null {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.querySelector('iframe');
}

describe('sanitizeVideoEmbed', () => {
  it('keeps a YouTube player iframe, lazy-loaded and titled', () => {
    const html = sanitizeVideoEmbed(
      '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/abc123" allow="autoplay; encrypted-media" allowfullscreen></iframe>',
      { title: 'Video testimonial of Asha' },
    );
    const iframe = parse(html);
    expect(iframe?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(iframe?.getAttribute('loading')).toBe('lazy');
    expect(iframe?.getAttribute('title')).toBe('Video testimonial of Asha');
    expect(iframe?.hasAttribute('allowfullscreen')).toBe(true);
    expect(iframe?.hasAttribute('width')).toBe(false);
  });

  it('keeps the snippet’s own title and accepts www.youtube.com/embed', () => {
    const iframe = parse(
      sanitizeVideoEmbed('<iframe title="AIR 7 speaks" src="https://www.youtube.com/embed/xyz"></iframe>', {
        title: 'x',
      }),
    );
    expect(iframe?.getAttribute('title')).toBe('AIR 7 speaks');
  });

  it('drops iframes pointing anywhere else', () => {
    expect(sanitizeVideoEmbed('<iframe src="https://evil.example/embed/abc"></iframe>', { title: 't' })).toBe('');
    expect(
      sanitizeVideoEmbed('<iframe src="https://www.youtube.com.evil.example/embed/a"></iframe>', { title: 't' }),
    ).toBe('');
    expect(sanitizeVideoEmbed('<iframe src="javascript:alert(1)"></iframe>', { title: 't' })).toBe('');
    expect(sanitizeVideoEmbed('<iframe srcdoc="<script>alert(1)</script>"></iframe>', { title: 't' })).toBe('');
  });

  it('removes scripts, handlers and other markup', () => {
    const html = sanitizeVideoEmbed(
      '<div onclick="alert(1)"><script>alert(1)</script><iframe onload="alert(1)" src="https://www.youtube.com/embed/ok"></iframe></div>',
      { title: 't' },
    );
    expect(html).not.toMatch(/script|onload|onclick|<div/i);
    expect(parse(html)?.getAttribute('src')).toBe('https://www.youtube.com/embed/ok');
  });

  it('switches autoplay on when asked, keeping the other parameters and permissions', () => {
    const iframe = parse(
      sanitizeVideoEmbed(
        '<iframe src="https://www.youtube-nocookie.com/embed/abc123?rel=0" allow="encrypted-media; picture-in-picture"></iframe>',
        { title: 't', autoplay: true },
      ),
    );
    expect(iframe?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123?rel=0&autoplay=1');
    expect(iframe?.getAttribute('allow')).toBe('encrypted-media; picture-in-picture; autoplay');
  });

  it('leaves the address alone without autoplay', () => {
    const iframe = parse(
      sanitizeVideoEmbed('<iframe src="https://www.youtube.com/embed/xyz"></iframe>', { title: 't' }),
    );
    expect(iframe?.getAttribute('src')).toBe('https://www.youtube.com/embed/xyz');
  });

  it('returns nothing for text without an iframe', () => {
    expect(sanitizeVideoEmbed('https://www.youtube.com/watch?v=abc', { title: 't' })).toBe('');
  });
});
