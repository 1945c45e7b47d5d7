import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { preloaded } from './preload';

const schema = z.object({ banners: z.array(z.object({ id: z.number() })) });

function carry(path: string, text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.preload = path;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.head.replaceChildren());

describe('preloaded', () => {
  it('reads the answer the server put in the page, once', () => {
    carry('/api/v1/dynamic-content/banners', '{"status":200,"banners":[{"id":3}]}');
    expect(preloaded('/api/v1/dynamic-content/banners', schema)).toEqual({ banners: [{ id: 3 }] });
    expect(preloaded('/api/v1/dynamic-content/banners', schema)).toBeUndefined();
  });

  it('ignores another call’s answer, an answer of another shape, and text that is not JSON', () => {
    carry('/api/v1/dynamic-content/faqs', '{"banners":[{"id":3}]}');
    expect(preloaded('/api/v1/dynamic-content/banners', schema)).toBeUndefined();
    carry('/api/v1/dynamic-content/banners', '{"banners":"none"}');
    expect(preloaded('/api/v1/dynamic-content/banners', schema)).toBeUndefined();
    carry('/api/v1/dynamic-content/banners', '<not json>');
    expect(preloaded('/api/v1/dynamic-content/banners', schema)).toBeUndefined();
  });
});
