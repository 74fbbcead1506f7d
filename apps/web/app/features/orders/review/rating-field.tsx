import { useId } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { StarIcon } from '#app/ui/browsing-icons.tsx';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * A 1–5 rating as a native radio group: arrow keys move between the stars, and each star's
 * label reads "3 of 5".
 */
export function RatingField({
  legend,
  name,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  value: number;
  onChange: (rating: number) => void;
}) {
  const { t } = useTranslator();
  const id = useId();
  return (
    <fieldset data-testid={`review-rating-${name}`}>
      <legend className="mb-2 font-semibold">{legend}</legend>
      <div className="flex gap-1">
        {RATINGS.map((rating) => (
          <label
            key={rating}
            htmlFor={`${id}-${rating}`}
            data-testid={`review-star-${rating}`}
            className="has-[:focus-visible]:outline-primary flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full has-[:focus-visible]:outline-3"
          >
            <input
              id={`${id}-${rating}`}
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <StarIcon
              aria-hidden="true"
              className={`size-8 ${rating <= value ? 'fill-amber-500 text-amber-700' : 'text-muted'}`}
            />
            <span className="sr-only">{t('review.stars', { count: rating })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
