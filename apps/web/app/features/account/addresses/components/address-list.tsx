import type { Address } from '@souk/contracts';
import { Link } from 'react-router';
import type { ModalLink } from '#app/lib/modals/modal-link.ts';
import type { SimpleKey } from '#app/i18n/types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ConfirmAction } from '#app/ui/confirm-action.tsx';
import { PinIcon } from '#app/ui/icons.tsx';
import { ghostButton } from '#app/ui/styles.ts';
import { addressTitle } from '../location.ts';
import { PencilIcon, TrashIcon } from './account-icons.tsx';

interface AddressListProps {
  addresses: Address[];
  /** Opens the address's form (EditAddressModal over the list). */
  editLink: (id: string) => ModalLink;
  onDelete: (id: string) => Promise<void>;
}

type Translate = ReturnType<typeof useTranslator>['t'];

/** "Apartment 12 · Entrance B · Floor 3": a bare number would not say what it is. */
function detailsLine(t: Translate, address: Address): string {
  const parts: [SimpleKey, string | null][] = [
    ['address.apartment', address.apartmentNumber],
    ['address.entrance', address.entrance],
    ['address.floor', address.floor],
    ['address.intercom', address.intercom],
  ];
  return parts
    .filter(([, value]) => value)
    .map(([key, value]) => `${t(key)} ${value}`)
    .join(' · ');
}

/** The saved addresses with edit and delete (spec 1 §2 "Address list"). */
export function AddressList({ addresses, editLink, onDelete }: AddressListProps) {
  const { t } = useTranslator();
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line" data-testid="address-list">
      {addresses.map((address) => {
        const title = addressTitle(address);
        const details = detailsLine(t, address);
        const edit = editLink(address.id);
        return (
          <li
            key={address.id}
            data-testid="address-item"
            data-address-id={address.id}
            className="flex flex-wrap items-center gap-3 p-4"
          >
            <PinIcon className="size-6 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold" data-testid="address-title">
                {title}
              </p>
              <p className="text-sm text-muted">{address.location.formattedAddress}</p>
              {details && <p className="text-sm text-muted">{details}</p>}
            </div>
            <Link
              to={edit.to}
              state={edit.state}
              preventScrollReset
              aria-label={t('address.edit', { address: title })}
              data-testid="address-edit"
              className={ghostButton}
            >
              <PencilIcon />
            </Link>
            <ConfirmAction
              trigger={<TrashIcon />}
              triggerLabel={t('address.delete', { address: title })}
              question={t('address.deleteConfirm')}
              confirmLabel={t('address.deleteYes')}
              cancelLabel={t('address.cancel')}
              onConfirm={() => onDelete(address.id)}
              testId="address-delete"
            />
          </li>
        );
      })}
    </ul>
  );
}
