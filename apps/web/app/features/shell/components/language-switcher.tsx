import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@souk/core';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { switchLocalePath } from '#app/lib/locales.ts';
import { ChevronIcon, GlobeIcon } from '#app/ui/icons.tsx';
import { focusRing, ghostButton } from '#app/ui/styles.ts';
import { useDismiss } from '#app/ui/use-dismiss.ts';
import { rememberLocale } from '../remember-locale.ts';

/** Dropdown of every supported language (spec 1 §2 "one entry per locale"); picking one keeps the page and query, new prefix. */
export function LanguageSwitcher() {
  const { t, locale } = useTranslator();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const close = useCallback((reason: 'escape' | 'outside') => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, close);

  return (
    <div ref={rootRef} className="relative" data-testid="language-switcher">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('language.change', { language: LOCALE_NAMES[locale] })}
        onClick={() => setOpen((value) => !value)}
        className={ghostButton}
      >
        <GlobeIcon />
        <span className="hidden md:inline">{LOCALE_NAMES[locale]}</span>
        <ChevronIcon className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t('language.listLabel')}
        className="absolute end-0 top-full z-40 mt-2 max-h-[70vh] w-56 overflow-auto rounded-2xl border border-line bg-surface p-2 shadow-xl"
      >
        {SUPPORTED_LOCALES.map((code) => (
          <li key={code}>
            <Link
              to={`${switchLocalePath(pathname, code)}${search}`}
              lang={code}
              hrefLang={code}
              aria-current={code === locale ? 'true' : undefined}
              data-testid={`language-option-${code}`}
              onClick={() => {
                rememberLocale(code);
                setOpen(false);
              }}
              className={`${focusRing} flex min-h-11 items-center justify-between gap-3 rounded-xl px-3 text-start hover:bg-canvas aria-[current=true]:font-semibold aria-[current=true]:text-primary`}
            >
              {LOCALE_NAMES[code]}
              <span aria-hidden="true" className="text-xs text-muted uppercase">
                {code}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
