import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@souk/core';
import type { LocaleCode } from '@souk/contracts';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { isLocale } from '#app/lib/locales.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { focusRing } from '#app/ui/styles.ts';
import { updateCustomer } from '../api/customer-session.ts';
import { useCustomer } from '#app/lib/use-customer.ts';

/** Spec 1 §9 "Language list closes after 100 ms". */
const LANGUAGE_LIST_CLOSE_MS = 100;

/**
 * Spec 1 §2 "Languages list: one entry per locale with a radio choice. Selecting one switches
 * the locale and closes the list." A signed-in customer's choice is also saved as their `lang`.
 */
export function LanguagesList({ onChosen }: { onChosen: (code: LocaleCode) => void }) {
  const { t, locale } = useTranslator();
  const customer = useCustomer();
  const config = useRootData()?.clientConfig;
  // The choice shows at once; the page switches a moment later.
  const [picked, setPicked] = useState(locale);

  const listRef = useRef<HTMLFieldSetElement>(null);

  const choose = (code: LocaleCode) => {
    if (code === locale) return;
    setPicked(code);
    // The profile's language follows; the page switches whether or not this call succeeds.
    if (customer && config) void updateCustomer(config, { lang: code }).catch(() => undefined);
    window.setTimeout(() => onChosen(code), LANGUAGE_LIST_CLOSE_MS);
  };

  // The list can be on the server-rendered page (`?modal=LanguagesList`, /menu/languages): a
  // radio picked before the page's code ran stays checked through hydration, but React does not
  // replay its change, so the pick is taken up here, once.
  const takeUpEarlyPick = useEffectEvent(() => {
    const checked = listRef.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    if (isLocale(checked) && checked !== locale) choose(checked);
  });
  // Only what happened before this list first ran; later picks go through onChange.
  useEffect(() => takeUpEarlyPick(), []);

  return (
    <fieldset ref={listRef} data-testid="languages-list">
      <legend className="sr-only">{t('languages.listLabel')}</legend>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line">
        {SUPPORTED_LOCALES.map((code) => (
          <li key={code}>
            <label
              lang={code}
              className={`${focusRing} flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2 hover:bg-canvas has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary`}
            >
              <input
                type="radio"
                name="language"
                value={code}
                checked={code === picked}
                data-testid={`language-radio-${code}`}
                onChange={() => choose(code)}
                className="size-5 accent-[var(--color-primary)]"
              />
              <span className="flex-1">{LOCALE_NAMES[code]}</span>
              <span aria-hidden="true" className="text-xs text-muted uppercase">
                {code}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
