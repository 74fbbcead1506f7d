import type { Address } from '@souk/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCustomer } from '#app/lib/use-customer.ts';
import { searchString, searchWithModal } from '#app/lib/modals/modal-link.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { getAddresses } from '#app/lib/api/get-addresses.ts';
import { useCartActions } from '#app/lib/cart-actions.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { AddressForm, type AddressFormResult } from '../components/address-form.tsx';
import { LocalitySwitchConfirm } from '../components/locality-switch-confirm.tsx';
import {
  addressesLoaded,
  applyLocalitySwitch,
  currentSelection,
  planLocalitySwitch,
  type LocalitySwitch,
} from '../selection/address-selection-client.ts';
import { useCurrentLocalityCode } from '../../use-current-locality-code.ts';
import { ADDRESS_ID_PARAM } from '#app/lib/modals/edit-address-link.ts';
import { useSavedAddresses } from '../use-saved-addresses.ts';
import { useLocalityCenter } from './use-locality-center.ts';

type Loaded =
  { kind: 'loading' } | { kind: 'ready'; address: Address | null } | { kind: 'missing' };

/** The address `addressId` names among the saved ones; a new address's form without one. */
function useEditedAddress(addressId: string | null): Loaded {
  const root = useRootData();
  const addresses = useSavedAddresses(addressId !== null);
  if (!root?.customer) return { kind: 'loading' };
  if (!addressId) return { kind: 'ready', address: null };
  if (addresses.status === 'failed') return { kind: 'missing' };
  if (addresses.status !== 'ready') return { kind: 'loading' };
  // Another customer's id and a made-up one look the same (as the API's 404).
  const address = addresses.data.find((item) => item.id === addressId);
  return address ? { kind: 'ready', address } : { kind: 'missing' };
}

/**
 * EditAddressModal (spec 1 §2): a saved address's form over the page it was opened from, or a
 * new address's without `addressId`. The same form as everywhere else (AddressForm).
 */
export default function EditAddressModal({ close }: ModalBodyProps) {
  const { t, locale } = useTranslator();
  const customer = useCustomer();
  const config = useRootData()?.clientConfig;
  const { clearCart } = useCartActions();
  const { localityCode } = useParams();
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const addressId = new URLSearchParams(search).get(ADDRESS_ID_PARAM);
  // Pages outside a locality (the address list) open the map on the locality last shown.
  const center = useLocalityCenter(useCurrentLocalityCode() ?? undefined);
  const loaded = useEditedAddress(addressId);
  const [asking, setAsking] = useState<(LocalitySwitch & { emptiedCartOf: string }) | null>(null);
  const [switching, setSwitching] = useState(false);

  async function switchTo(plan: LocalitySwitch) {
    setSwitching(true);
    const path = await applyLocalitySwitch(plan, clearCart);
    if (path) void navigate(path);
    else close();
  }

  // Saved addresses belong to an account: a visitor is asked to sign in first.
  useEffect(() => {
    if (customer) return;
    const next = searchWithModal(new URLSearchParams(search), 'AuthModal', {
      [ADDRESS_ID_PARAM]: undefined,
    });
    void navigate({ search: searchString(next) }, { replace: true, preventScrollReset: true });
  }, [customer, search, navigate]);

  async function done(result: AddressFormResult) {
    if (!config) return close();
    const addresses = await getAddresses(browserApi(config)).catch(() => null);
    if (addresses) addressesLoaded(addresses);
    // The chosen address moved: spec 1 §4's nearest-locality rule applies to its new place.
    if (result.id && result.id === currentSelection().selection.selectedAddressId) {
      const page = { locale, localityCode: localityCode ?? null, pathname };
      const plan = await planLocalitySwitch(config, result.location, page);
      // The address is saved either way; only the switch waits for the customer's answer.
      if (plan && plan.emptiedCartOf !== null) {
        return setAsking({ ...plan, emptiedCartOf: plan.emptiedCartOf });
      }
      if (plan) return switchTo(plan);
    }
    // Closing changes the query, so the page's loaders (the address list) read the change.
    close();
  }

  if (loaded.kind === 'missing') {
    return (
      <p role="alert" className="p-5" data-testid="edit-address-missing">
        {t('address.notFound')}
      </p>
    );
  }
  if (asking) {
    return (
      <LocalitySwitchConfirm
        plan={asking}
        busy={switching}
        onSwitch={() => void switchTo(asking)}
        onKeep={close}
      />
    );
  }
  if (!center || loaded.kind === 'loading') {
    return <div className="m-5 h-64 animate-pulse rounded-2xl bg-canvas" aria-hidden="true" />;
  }
  return (
    <div className="p-5">
      <AddressForm
        key={loaded.address?.id ?? 'new'}
        address={loaded.address}
        mode="save"
        center={center}
        submitLabel={t('address.save')}
        onDone={(result) => void done(result)}
      />
    </div>
  );
}
