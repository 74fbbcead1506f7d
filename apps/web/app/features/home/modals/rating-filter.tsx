import { RATING_FILTERS, ratingBounds } from '@souk/core/rating-filter';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useModal } from '#app/lib/modals/use-modal.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { FILTER_PARAMS, readHomeFilters } from '../home-filters.ts';
import { optionRow, radioDot } from './option-styles.ts';
import { returnFocusTo } from './return-focus.ts';

const STEP: Partial<Record<string, number>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

/**
 * Spec 1 §5 rating filter: all, good, best, the-best, with the bounds shown. A radio group
 * (issue 17 item 12): one Tab stop, arrow keys move the pick, Enter, Space or a click applies
 * it, and focus goes back to the filter's button in the bar.
 */
export default function RatingFilter(_: ModalBodyProps) {
  const { t, locale } = useTranslator();
  const { search } = useLocation();
  const { closeTo } = useModal();
  const current = readHomeFilters(new URLSearchParams(search)).rating ?? 'all';
  const [picked, setPicked] = useState(current);
  const options = useRef<(HTMLButtonElement | null)[]>([]);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  // The group is entered at its checked option, as a radio group is.
  useEffect(() => {
    options.current[RATING_FILTERS.indexOf(current)]?.focus();
  }, [current]);

  const move = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const count = RATING_FILTERS.length;
    const index = (RATING_FILTERS.indexOf(picked) + step + count) % count;
    const next = RATING_FILTERS[index] ?? picked;
    setPicked(next);
    options.current[index]?.focus();
  };

  return (
    <div role="radiogroup" aria-label={t('filters.ratingTitle')} className="space-y-2 p-4">
      {RATING_FILTERS.map((value, index) => {
        const { above, below } = ratingBounds(value);
        return (
          <button
            key={value}
            ref={(element) => {
              options.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={picked === value}
            tabIndex={picked === value ? 0 : -1}
            onKeyDown={move}
            data-testid={`rating-option-${value}`}
            onClick={() => {
              closeTo({ [FILTER_PARAMS.rating]: value === 'all' ? undefined : value });
              returnFocusTo('rating-filter');
            }}
            className={`${optionRow} group`}
          >
            <span>
              <span className="block font-semibold">{t(`filters.rating.${value}`)}</span>
              <span className="block text-sm text-muted">
                {t('filters.ratingRange', { from: number.format(above), to: number.format(below) })}
              </span>
            </span>
            <span aria-hidden="true" className={radioDot} />
          </button>
        );
      })}
    </div>
  );
}
