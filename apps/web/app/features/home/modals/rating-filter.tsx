import { RATING_FILTERS, ratingBounds } from '@souk/core/rating-filter';
import { useLocation } from 'react-router';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useModal } from '#app/lib/modals/use-modal.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { FILTER_PARAMS, readHomeFilters } from '../home-filters.ts';
import { optionRow, radioDot } from './option-styles.ts';

/** Spec 1 §5 rating filter: all, good, best, the-best, with the bounds shown. */
export default function RatingFilter(_: ModalBodyProps) {
  const { t, locale } = useTranslator();
  const { search } = useLocation();
  const { closeTo } = useModal();
  const current = readHomeFilters(new URLSearchParams(search)).rating ?? 'all';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  return (
    <div role="radiogroup" aria-label={t('filters.ratingTitle')} className="space-y-2 p-4">
      {RATING_FILTERS.map((value) => {
        const { above, below } = ratingBounds(value);
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={current === value}
            data-testid={`rating-option-${value}`}
            onClick={() => closeTo({ [FILTER_PARAMS.rating]: value === 'all' ? undefined : value })}
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
