import type { PartnerTheme } from '@souk/contracts';

/**
 * The partner's brand colours become CSS variables on :root, overriding the defaults of the
 * Tailwind `@theme` in app.css. Values come from the database and end up inside a <style>
 * element, so anything that is not plainly a colour is dropped (the default stays).
 */
const COLOR =
  /^(?:#[0-9a-f]{3,8}|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([\d\s.,%/+-]+(?:deg|turn|rad)?[\d\s.,%/+-]*\)|[a-z]{3,20})$/i;

const VARIABLES: ReadonlyArray<[keyof PartnerTheme, string]> = [
  ['primaryColor', '--color-primary'],
  ['primaryContrastColor', '--color-primary-contrast'],
  ['accentColor', '--color-accent'],
  ['surfaceColor', '--color-surface'],
  ['textColor', '--color-ink'],
];

export function isSafeColor(value: string): boolean {
  return COLOR.test(value.trim());
}

export function themeCss(theme: PartnerTheme): string {
  const declarations = VARIABLES.filter(([key]) => isSafeColor(theme[key])).map(
    ([key, variable]) => `${variable}:${theme[key].trim()}`,
  );
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}
