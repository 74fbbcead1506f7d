import { useEffect, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { headerAddress, NO_HEADER_ADDRESS } from '../selection/header-address-store.ts';
import { ChevronIcon, PinIcon } from '#app/ui/icons.tsx';
import { focusRing, touchTarget } from '#app/ui/styles.ts';

/**
 * The address selector (spec 1 §2): the chosen address and a marker, an arrow only for a
 * signed-in user with saved addresses. It opens AuthAddressModal (choose, add, or a visitor's
 * temporary address). Which address is chosen lives in browser storage (spec 1 §4): the server
 * renders the prompt, and this code (with the selection rules) loads once the page is idle.
 */
export function AddressSelector() {
  const { t } = useTranslator();
  const root = useRootData();
  const { search } = useLocation();
  const signedIn = Boolean(root?.customer);
  const config = root?.clientConfig;
  const { label, hasSaved } = useSyncExternalStore(
    headerAddress.subscribe,
    headerAddress.get,
    () => NO_HEADER_ADDRESS,
  );
  useEffect(() => {
    if (!config) return;
    let cancelled = false;
    void import('../selection/address-selection-client.ts').then((client) => {
      if (!cancelled) client.initSelection(config, signedIn).catch(() => {});
    });
    return () => {
      cancelled = true;
    };
  }, [config, signedIn]);
  const link = modalLink(search, 'AuthAddressModal');
  return (
    <Link
      to={link.to}
      state={link.state}
      preventScrollReset
      aria-label={label ? t('address.current', { address: label }) : t('header.addressLabel')}
      data-testid="address-selector"
      className={`${focusRing} ${touchTarget} flex min-w-0 items-center gap-2 rounded-full bg-canvas px-3 py-2 text-sm font-medium transition hover:bg-primary-soft`}
    >
      <PinIcon className="size-5 shrink-0 text-primary" />
      <span className="hidden max-w-48 truncate sm:inline" data-testid="address-selector-label">
        {label ?? t('header.address')}
      </span>
      {signedIn && hasSaved && <ChevronIcon className="size-4 shrink-0" />}
    </Link>
  );
}
