import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@souk/core';
import type { LocaleCode } from '@souk/contracts';
import { useId, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { LANGUAGE_CHOSEN_PARAM, switchLocalePath } from '#app/lib/language-choice.ts';
import { ChevronIcon, GlobeIcon } from '#app/ui/icons.tsx';
import { focusRing, ghostButton } from '#app/ui/styles.ts';
import { rememberLocale } from '#app/lib/remember-locale.ts';

/**
 * Dropdown of every supported language (spec 1 §2 "one entry per locale"); picking one keeps
 * the page and query, new prefix. A native popover: opening, Escape, outside click and focus
 * return need no script (so it works before the page's code has loaded), and it sits under
 * its button through CSS anchor positioning. A link followed before then carries the
 * `languageChosen` marker so the server remembers the choice; once hydrated, a click remembers
 * it here and navigates on the client to the clean URL.
 */
export function LanguageSwitcher() {
  const { t, locale } = useTranslator();
  const { pathname, search } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const navigate = useNavigate();

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: LocaleCode, to: string) => {
    // New-tab and download clicks follow the marked link itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    rememberLocale(code);
    listRef.current?.hidePopover();
    void navigate(to);
  };

  return (
    <div className="group" data-testid="language-switcher">
      <button
        type="button"
        popoverTarget={listId}
        aria-controls={listId}
        aria-label={t('language.change', { language: LOCALE_NAMES[locale] })}
        className={ghostButton}
      >
        <GlobeIcon />
        <span className="hidden md:inline">{LOCALE_NAMES[locale]}</span>
        <ChevronIcon className="size-4 transition group-has-[:popover-open]:rotate-180" />
      </button>
      <ul
        ref={listRef}
        id={listId}
        popover="auto"
        aria-label={t('language.listLabel')}
        className="inset-auto m-0 mt-2 max-h-[70vh] w-56 overflow-auto rounded-2xl border border-line bg-surface p-2 text-ink shadow-xl [position-area:block-end_span-inline-start] [position-try-fallbacks:flip-block]"
      >
        {SUPPORTED_LOCALES.map((code) => {
          const path = switchLocalePath(pathname, code);
          const marked = new URLSearchParams(search);
          marked.set(LANGUAGE_CHOSEN_PARAM, '1');
          return (
            <li key={code}>
              <a
                href={`${path}?${marked.toString()}`}
                lang={code}
                hrefLang={code}
                aria-current={code === locale ? 'true' : undefined}
                data-testid={`language-option-${code}`}
                onClick={(event) => choose(event, code, `${path}${search}`)}
                className={`${focusRing} flex min-h-11 items-center justify-between gap-3 rounded-xl px-3 text-start hover:bg-canvas aria-[current=true]:font-semibold aria-[current=true]:text-primary`}
              >
                {LOCALE_NAMES[code]}
                <span aria-hidden="true" className="text-xs text-muted uppercase">
                  {code}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
