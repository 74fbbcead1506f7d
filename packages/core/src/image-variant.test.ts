import { describe, it, expect } from 'vitest';
import type { VariantImage } from './image-variant.ts';
import { imageUrl, isAllowedImageUrl, pickVariant } from './image-variant.ts';
import { pickProductModalVariants } from './product-modal-variants.ts';

const v = (w: number, h: number) => ({ w, h, n: `${w}x${h}.webp` });

const image = (...variants: ReturnType<typeof v>[]): VariantImage => ({
  basePath: 'https://cdn.example.com/products/42',
  variants,
});

describe('isAllowedImageUrl: spec 1 §4 "Image URLs are accepted only if they start with http, https or ftp."', () => {
  it('accepts http, https and ftp, in any case', () => {
    expect(isAllowedImageUrl('http://cdn.example.com/a.png')).toBe(true);
    expect(isAllowedImageUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(isAllowedImageUrl('ftp://files.example.com/a.png')).toBe(true);
    expect(isAllowedImageUrl('HTTPS://cdn.example.com/a.png')).toBe(true);
  });

  it("accepts a path from the root: the page's own http(s) origin (issue 15 part 5)", () => {
    expect(isAllowedImageUrl('/images/42')).toBe(true);
  });

  it('rejects other schemes, look-alike prefixes and other relative URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'file:///etc/passwd',
      'https-evil://x',
      'httpx://cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      'img/a.png',
      '',
    ]) {
      expect(isAllowedImageUrl(url), url).toBe(false);
    }
  });
});

describe('pickVariant: spec 1 §4 "Elsewhere the smallest variant covering the needed width and height is used."', () => {
  const img = image(v(1200, 800), v(300, 200), v(600, 400), v(100, 100));

  it('picks the smallest variant covering both dimensions', () => {
    expect(pickVariant(img, 250, 150)).toEqual(v(300, 200));
    expect(pickVariant(img, 300, 200)).toEqual(v(300, 200));
    expect(pickVariant(img, 301, 200)).toEqual(v(600, 400));
    expect(pickVariant(img, 100, 300)).toEqual(v(600, 400));
  });

  it('falls back to the largest variant when none covers', () => {
    expect(pickVariant(img, 1500, 1500)).toEqual(v(1200, 800));
  });

  it('returns null for an image without variants', () => {
    expect(pickVariant(image(), 100, 100)).toBeNull();
  });
});

describe('imageUrl', () => {
  it('joins basePath and variant file name with one slash', () => {
    expect(imageUrl(image(), v(300, 200))).toBe('https://cdn.example.com/products/42/300x200.webp');
    const slashed = { basePath: 'https://cdn.example.com/p/', variants: [] };
    expect(imageUrl(slashed, v(300, 200))).toBe('https://cdn.example.com/p/300x200.webp');
  });
});

describe('pickProductModalVariants: spec 1 §4 "a large variant is chosen at 600x400 (for portrait, ratio below 1), a small one at 300x200, otherwise a ratio between 1 and 2.9, else all variants."', () => {
  it('"a large variant is chosen at 600x400 ... a small one at 300x200"', () => {
    const img = image(v(100, 100), v(300, 200), v(1200, 800), v(600, 400));
    expect(pickProductModalVariants(img)).toEqual([v(600, 400), v(300, 200)]);
  });

  it('"(for portrait, ratio below 1)": the largest portrait variant stands in for 600x400', () => {
    const img = image(v(200, 300), v(400, 600), v(500, 500));
    expect(pickProductModalVariants(img)).toEqual([v(400, 600)]);
  });

  it('uses whichever of large and small exists', () => {
    expect(pickProductModalVariants(image(v(300, 200), v(900, 300)))).toEqual([v(300, 200)]);
  });

  it('"otherwise a ratio between 1 and 2.9", bounds included, largest first', () => {
    const img = image(v(500, 500), v(2900, 1000), v(3000, 1000), v(800, 400));
    expect(pickProductModalVariants(img)).toEqual([v(2900, 1000), v(800, 400), v(500, 500)]);
  });

  it('"else all variants", largest first', () => {
    const img = image(v(300, 100), v(3000, 1000));
    expect(pickProductModalVariants(img)).toEqual([v(3000, 1000), v(300, 100)]);
    expect(pickProductModalVariants(image())).toEqual([]);
  });
});
