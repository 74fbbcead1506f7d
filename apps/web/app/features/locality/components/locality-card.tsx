import type { LocaleCode } from '@souk/contracts';
import { LOCALE_NAMES } from '@souk/core';
import { Link } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ArrowIcon, PinIcon } from '#app/ui/icons.tsx';
import { focusRing } from '#app/ui/styles.ts';
import { LOCALITY_CHOSEN_STATE } from '#app/lib/stored-locality.ts';

export interface LocalityCardData {
  code: string;
  /** Already in the page language. */
  name: string;
  currencyCode: string;
  lang: LocaleCode;
}

const chip =
  'inline-flex items-center gap-1 rounded-full bg-canvas px-2.5 py-1 text-xs font-medium';

/** A locality as a tappable card: a brand-coloured banner, its name and currency/language chips. */
export function LocalityCard({ locality }: { locality: LocalityCardData }) {
  const { t, locale } = useTranslator();
  return (
    <Link
      to={`/${locale}/${locality.code}`}
      // Picked on purpose: a pending locality switch must not send the customer elsewhere.
      state={LOCALITY_CHOSEN_STATE}
      data-testid="locality-link"
      className={`${focusRing} group flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg`}
    >
      <div
        aria-hidden="true"
        className="relative flex h-32 items-end bg-linear-to-br from-primary to-accent p-4"
      >
        <span className="absolute end-4 top-3 text-6xl font-black text-white/25 select-none">
          {locality.name.slice(0, 1)}
        </span>
        <span className="grid size-11 place-items-center rounded-full bg-surface text-primary shadow">
          <PinIcon />
        </span>
      </div>
      <div className="flex flex-1 items-center gap-3 p-4">
        <div className="min-w-0 flex-1 space-y-2">
          <h2 className="truncate text-xl font-bold">
            <bdi>{locality.name}</bdi>
          </h2>
          <p className="flex flex-wrap gap-2 text-muted">
            <span className={chip}>
              <span className="sr-only">{t('home.currency')}:</span>
              {locality.currencyCode}
            </span>
            <span className={chip}>
              <span className="sr-only">{t('home.language')}:</span>
              <span lang={locality.lang}>{LOCALE_NAMES[locality.lang]}</span>
            </span>
          </p>
        </div>
        <ArrowIcon className="shrink-0 text-primary transition group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
      </div>
    </Link>
  );
}
