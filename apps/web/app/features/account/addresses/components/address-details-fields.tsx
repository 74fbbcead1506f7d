import {
  ADDRESS_COMMENT_MAX_LENGTH,
  ADDRESS_DETAIL_MAX_LENGTH,
  ADDRESS_NAME_MAX_LENGTH,
} from '@souk/contracts';
import type { SimpleKey } from '#app/i18n/types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { focusRing } from '#app/ui/styles.ts';
import { DETAIL_FIELDS, type AddressDetails } from '../location.ts';

const LABELS: Record<keyof AddressDetails, SimpleKey> = {
  name: 'address.name',
  apartmentNumber: 'address.apartment',
  entrance: 'address.entrance',
  floor: 'address.floor',
  intercom: 'address.intercom',
  comment: 'address.comment',
};

/** The contract's limits: the browser stops typing where the API would refuse. */
const MAX_LENGTH: Record<keyof AddressDetails, number> = {
  name: ADDRESS_NAME_MAX_LENGTH,
  apartmentNumber: ADDRESS_DETAIL_MAX_LENGTH,
  entrance: ADDRESS_DETAIL_MAX_LENGTH,
  floor: ADDRESS_DETAIL_MAX_LENGTH,
  intercom: ADDRESS_DETAIL_MAX_LENGTH,
  comment: ADDRESS_COMMENT_MAX_LENGTH,
};

interface AddressDetailsFieldsProps {
  details: AddressDetails;
  errors: Partial<Record<keyof AddressDetails, string>>;
  onChange: (field: keyof AddressDetails, value: string) => void;
}

/** Spec 1 §2 address form: name, apartment, entrance, floor, intercom, comment. */
export function AddressDetailsFields({ details, errors, onChange }: AddressDetailsFieldsProps) {
  const { t } = useTranslator();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {DETAIL_FIELDS.map((field) => {
        const wide = field === 'name' || field === 'comment';
        const id = `address-${field}`;
        const error = errors[field];
        const Control = field === 'comment' ? 'textarea' : 'input';
        return (
          <div key={field} className={wide ? 'col-span-2 sm:col-span-4' : ''}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium">
              {t(LABELS[field])}
            </label>
            <Control
              id={id}
              name={field}
              value={details[field]}
              maxLength={MAX_LENGTH[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange(field, event.target.value)}
              className={`${focusRing} w-full rounded-xl border border-line bg-surface px-3 py-2.5`}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
