import type { ReactNode } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { localeFromPath } from '#app/lib/locales.ts';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}

const ABSOLUTE = /^https?:\/\//i;

/** Partner-supplied URLs: only web addresses and site paths are rendered as links. */
function isSafeHref(href: string): boolean {
  return ABSOLUTE.test(href) || (href.startsWith('/') && !href.startsWith('//'));
}

/**
 * A partner-configured link (pass the focus ring in `className`). Another site opens in a new tab without opener and says so to
 * screen readers; a path on this site opens in place. Unsafe schemes render nothing.
 */
export function ExternalLink({ href, children, className, testId }: ExternalLinkProps) {
  const { t, locale } = useTranslator();
  if (!isSafeHref(href)) return null;
  if (!ABSOLUTE.test(href)) {
    // Partners configure site paths without a language (`/cms/about_us`); keep the reader's.
    const localised = localeFromPath(href) ? href : `/${locale}${href}`;
    return (
      <a href={localised} data-testid={testId} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      className={className}
    >
      {children}
      <span className="sr-only"> {t('a11y.opensInNewTab')}</span>
    </a>
  );
}
