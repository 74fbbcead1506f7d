import { Link } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { PinIcon } from '#app/ui/icons.tsx';
import { focusRing, touchTarget } from '#app/ui/styles.ts';

/**
 * Placeholder of the address selector (spec 1 §2): shows the marker and a prompt; the
 * address flow runs through the auth modal for anonymous visitors (spec 1 §6).
 */
export function AddressButton() {
  const { t } = useTranslator();
  return (
    <Link
      to="?modal=AuthAddressModal"
      preventScrollReset
      aria-label={t('header.addressLabel')}
      data-testid="address-selector"
      className={`${focusRing} ${touchTarget} flex items-center gap-2 rounded-full bg-canvas px-3 py-2 text-sm font-medium transition hover:bg-primary-soft`}
    >
      <PinIcon className="size-5 shrink-0 text-primary" />
      <span className="hidden truncate sm:inline">{t('header.address')}</span>
    </Link>
  );
}
