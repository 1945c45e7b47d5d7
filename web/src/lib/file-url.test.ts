import { describe, expect, it } from 'vitest';
import { fileUrl, responsiveImage } from './file-url';

describe('public images', () => {
  it('publish storage paths under /files/ and leave addresses elsewhere alone', () => {
    expect(fileUrl('demo/carousel/hero.jpg')).toBe('/files/demo/carousel/hero.jpg');
    expect(fileUrl('/files/img/a.png')).toBe('/files/img/a.png');
    expect(fileUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it('offer the copies the server keeps, by width, with the original as the fallback', () => {
    expect(responsiveImage('demo/carousel/hero.jpg', '100vw')).toEqual({
      src: '/files/demo/carousel/hero.jpg',
      srcSet: [320, 640, 960, 1440].map((width) => `/files/demo/carousel/hero.jpg?w=${width} ${width}w`).join(', '),
      sizes: '100vw',
    });
    // The server keeps no copies of a picture held elsewhere.
    expect(responsiveImage('https://cdn.example/a.png', '100vw')).toEqual({ src: 'https://cdn.example/a.png' });
  });
});
