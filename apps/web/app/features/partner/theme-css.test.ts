import { describe, expect, it } from 'vitest';
import { isSafeColor, themeCss } from './theme-css.ts';

const theme = {
  primaryColor: '#E4572E',
  primaryContrastColor: '#fff',
  accentColor: 'oklch(70% 0.15 200)',
  surfaceColor: 'rgb(255 255 255)',
  textColor: 'black',
};

describe('themeCss', () => {
  it('maps the partner theme to CSS variables', () => {
    expect(themeCss(theme)).toBe(
      ':root{--color-primary:#E4572E;--color-primary-contrast:#fff;--color-accent:oklch(70% 0.15 200);--color-surface:rgb(255 255 255);--color-ink:black}',
    );
  });

  it('drops anything that could escape the style element', () => {
    for (const bad of ['red;}</style><script>', 'url(x)', 'expression(alert(1))', '#12345g', '']) {
      expect(isSafeColor(bad), bad).toBe(false);
    }
    expect(themeCss({ ...theme, primaryColor: 'red}</style>' })).not.toContain('style');
  });
});
