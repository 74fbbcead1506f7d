import { ADDRESS_DETAIL_MAX_LENGTH } from '@souk/contracts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { focusRing } from '#app/ui/styles.ts';

export interface StreetValues {
  street: string;
  house: string;
}

export type StreetErrors = Partial<Record<keyof StreetValues, string>>;

interface StreetFieldsProps {
  values: StreetValues;
  errors: StreetErrors;
  onChange: (field: keyof StreetValues, value: string) => void;
}

const FIELDS = [
  { field: 'street', id: 'address-street', label: 'address.street' },
  { field: 'house', id: 'address-house', label: 'address.house' },
] as const;

/**
 * The street and house a dropped pin did not name (issue 17: "Riga, Latvia" is no address). Both
 * are asked whenever the house number is missing; a street the place came with is filled in and
 * can be corrected.
 */
export function StreetFields({ values, errors, onChange }: StreetFieldsProps) {
  const { t } = useTranslator();
  return (
    <div className="grid grid-cols-3 gap-3" data-testid="address-street-fields">
      {FIELDS.map(({ field, id, label }) => {
        const error = errors[field];
        return (
          <div key={field} className={field === 'street' ? 'col-span-2' : ''}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium">
              {t(label)}
            </label>
            <input
              id={id}
              name={field}
              value={values[field]}
              required
              maxLength={ADDRESS_DETAIL_MAX_LENGTH}
              autoComplete={field === 'street' ? 'address-line1' : 'off'}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange(field, event.target.value)}
              className={`${focusRing} w-full rounded-xl border border-line bg-surface px-3 py-2.5`}
            />
            {error && (
              <p
                id={`${id}-error`}
                data-testid={`${id}-error`}
                className="mt-1 text-sm text-red-700"
              >
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
