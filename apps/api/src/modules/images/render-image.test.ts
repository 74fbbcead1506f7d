import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariants } from './image-variants.ts';
import { composeSvg, renderImage } from './render-image.ts';

describe('renderImage', () => {
  it('renders every variant of every kind at its exact size', async () => {
    for (const kind of [
      'product',
      'vendor-cover',
      'vendor-avatar',
      'banner',
      'category',
      'logo',
    ] as const) {
      const label = kind === 'banner' || kind === 'logo' ? 'Souk' : null;
      for (const variant of imageVariants(kind)) {
        const meta = await sharp(
          await renderImage({ kind, emoji: '1f354', background: '#c2410c', label }, variant),
        ).metadata();
        expect([kind, meta.format, meta.width, meta.height]).toEqual([
          kind,
          'webp',
          variant.w,
          variant.h,
        ]);
      }
    }
  });

  it('falls back to a neutral glyph for an unknown emoji and a bad colour', async () => {
    const variant = { w: 96, h: 96, n: '96x96.webp' };
    const svg = await composeSvg(
      { kind: 'category', emoji: '../../secret', background: 'red;', label: null },
      variant,
      false,
    );
    expect(svg).not.toContain('secret');
    // Same picture as the framed-picture emoji on the default stone background.
    const fallback = {
      kind: 'category',
      emoji: '1f5bc',
      background: '#e7e5e4',
      label: null,
    } as const;
    expect(svg).toBe(await composeSvg(fallback, variant, false));
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect([meta.width, meta.height]).toEqual([96, 96]);
  });

  it('escapes the label and sets right-to-left text for Arabic', async () => {
    const variant = { w: 600, h: 300, n: '600x300.webp' };
    const svg = await composeSvg(
      { kind: 'banner', emoji: '1f959', background: '#b45309', label: 'شاورما <&>' },
      variant,
      true,
    );
    expect(svg).toContain('direction="rtl"');
    expect(svg).toContain('&#60;&#38;&#62;');
  });
});
