import type { Address, AddressLocation } from '@souk/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useCustomer } from '#app/lib/use-customer.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { getAddresses } from '#app/lib/api/get-addresses.ts';
import { useCartActions } from '#app/lib/cart-actions.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { PinIcon } from '#app/ui/icons.tsx';
import { ghostButton, primaryButton, textLink } from '#app/ui/styles.ts';
import { PencilIcon } from '../components/account-icons.tsx';
import { AddressForm, type AddressFormResult } from '../components/address-form.tsx';
import { addressTitle } from '../location.ts';
import { AuthProgressView } from '../../auth/auth-progress-view.tsx';
import { LocalitySwitchConfirm } from '../components/locality-switch-confirm.tsx';
import {
  applyLocalitySwitch,
  chooseSaved,
  chooseTemporary,
  currentSelection,
  planLocalitySwitch,
  type LocalitySwitch,
} from '../selection/address-selection-client.ts';
import { editAddressLink } from '#app/lib/modals/edit-address-link.ts';
import { useSavedAddresses } from '../use-saved-addresses.ts';
import { useCurrentLocalityCode } from '../../use-current-locality-code.ts';
import { useLocalityCenter } from './use-locality-center.ts';

/**
 * AuthAddressModal (spec 1 §2): the header's address selector and the sign-in flow's last step.
 * A signed-in customer picks a saved address or adds one; a visitor sets a temporary address
 * (spec 1 §4), which lives in the browser until they sign in.
 */
export default function AddressModal({ close }: ModalBodyProps) {
  const { t, locale } = useTranslator();
  const customer = useCustomer();
  const config = useRootData()?.clientConfig;
  const { clearCart } = useCartActions();
  const { localityCode } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const center = useLocalityCenter(useCurrentLocalityCode() ?? undefined);
  const savedAddresses = useSavedAddresses();
  // A visitor has none; a list that cannot be read is shown as none (the form still works).
  const saved: Address[] | null = !customer
    ? []
    : savedAddresses.status === 'ready'
      ? savedAddresses.data
      : savedAddresses.status === 'failed'
        ? []
        : null;
  const [adding, setAdding] = useState(false);
  // A switch that would empty the cart, waiting for the customer's answer; `choose` makes the
  // address the chosen one, which happens only once the customer agreed.
  const [asking, setAsking] = useState<{
    plan: LocalitySwitch & { emptiedCartOf: string };
    choose: () => void;
  } | null>(null);
  const [switching, setSwitching] = useState(false);

  async function switchTo(plan: LocalitySwitch, choose: () => void) {
    setSwitching(true);
    choose();
    const path = await applyLocalitySwitch(plan, clearCart);
    if (path) void navigate(path);
    else close();
  }

  async function delivered(
    point: Pick<AddressLocation, 'latitude' | 'longitude'>,
    choose: () => void,
  ) {
    if (!config) return close();
    const page = { locale, localityCode: localityCode ?? null, pathname };
    const plan = await planLocalitySwitch(config, point, page);
    if (!plan) {
      choose();
      return close();
    }
    const { emptiedCartOf } = plan;
    if (emptiedCartOf !== null) setAsking({ plan: { ...plan, emptiedCartOf }, choose });
    else await switchTo(plan, choose);
  }

  async function pick(addresses: Address[], address: Address) {
    await delivered(address.location, () => chooseSaved(addresses, address.id));
  }

  async function done(result: AddressFormResult) {
    if (!result.id || !config) {
      return delivered(result.location, () => chooseTemporary(result.location));
    }
    // Saved already: if the list cannot be read now, the header catches up on the next page.
    const addresses = await getAddresses(browserApi(config)).catch(() => null);
    const address = addresses?.find((item) => item.id === result.id);
    if (addresses && address) await pick(addresses, address);
    else close();
  }

  if (!center || saved === null) {
    return <div className="h-64 animate-pulse rounded-2xl bg-canvas" aria-hidden="true" />;
  }

  const question = asking && (
    <LocalitySwitchConfirm
      plan={asking.plan}
      busy={switching}
      onSwitch={() => void switchTo(asking.plan, asking.choose)}
      onKeep={() => setAsking(null)}
    />
  );

  if (saved.length > 0 && !adding) {
    if (question) return question;
    const selectedId = currentSelection().selection.selectedAddressId;
    return (
      <div className="space-y-4 p-5" data-testid="address-chooser">
        <ul className="space-y-2">
          {saved.map((address) => {
            const selected = address.id === selectedId;
            const edit = editAddressLink(search, address.id);
            return (
              <li key={address.id} className="flex items-center gap-2">
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => void pick(saved, address)}
                  data-testid="address-choice"
                  className={`${ghostButton} min-w-0 flex-1 justify-start rounded-2xl border text-start ${
                    selected ? 'border-primary bg-primary-soft' : 'border-line'
                  }`}
                >
                  <PinIcon className="size-5 shrink-0 text-primary" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{addressTitle(address)}</span>
                    <span className="block truncate text-sm text-muted">
                      {address.location.formattedAddress}
                    </span>
                  </span>
                  {selected && (
                    <span className="text-sm text-primary">{t('address.selected')}</span>
                  )}
                </button>
                {/* Edited in EditAddressModal, which takes this modal's place over the page. */}
                <Link
                  to={edit.to}
                  state={edit.state}
                  preventScrollReset
                  aria-label={t('address.edit', { address: addressTitle(address) })}
                  data-testid="address-choice-edit"
                  className={ghostButton}
                >
                  <PencilIcon />
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="button" onClick={() => setAdding(true)} className={primaryButton}>
            {t('address.add')}
          </button>
          <Link to={`/${locale}/menu/address/address-list`} className={textLink}>
            {t('address.manage')}
          </Link>
        </div>
      </div>
    );
  }

  // The form stays mounted under the question, so "keep my cart" returns to it as it was.
  return (
    <>
      {question}
      <div className="space-y-5 p-5" hidden={question !== null}>
        {/* Spec 1 §3 auth step "empty address": a customer without addresses is at the sign-in
            flow's last step, wherever the modal was opened from. */}
        {customer && saved.length === 0 && <AuthProgressView step="EMPTY_ADDRESS" />}
        <AddressForm
          mode={customer ? 'save' : 'temporary'}
          center={center}
          submitLabel={customer ? t('address.save') : t('address.deliverHere')}
          onDone={(result) => void done(result)}
        />
      </div>
    </>
  );
}
