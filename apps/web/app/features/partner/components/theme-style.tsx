import type { PartnerTheme } from '@souk/contracts';
import { themeCss } from '../theme-css.ts';

/** Server-rendered brand colours, so the first paint already looks like the partner's store. */
export function ThemeStyle({ theme }: { theme: PartnerTheme }) {
  const css = themeCss(theme);
  return css ? <style id="partner-theme" dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
