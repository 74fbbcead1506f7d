import { useSearchParams } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { getPromoCodes } from '#app/lib/api/get-promo-codes.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState } from '#app/lib/server-state.ts';
import { PromoCodeList } from './promo-code-list.tsx';

/** The query key with the currency of the cart that opened the list (FIXED codes' amounts). */
const PROMO_CURRENCY_PARAM = 'currency';

/**
 * `?modal=PersonalPromoCodesPopUp` (spec 2 §2 "Other cart-related popups"): the customer's
 * promo codes with their type, value and expiry, opened from the checkout on /cart so the
 * customer can look a code up without leaving the cart.
 */
export default function PersonalPromoCodesPopUp(_: ModalBodyProps) {
  const { t } = useTranslator();
  const [search] = useSearchParams();
  const config = useRootData()?.clientConfig;
  const codes = useServerState(config ? 'promo-codes' : null, (signal) =>
    config
      ? getPromoCodes(browserApi(config), { signal })
      : Promise.reject(new Error('No client config')),
  );
  if (codes.status === 'failed') {
    return (
      <p role="alert" className="p-5">
        {t('promoCodes.failed')}
      </p>
    );
  }
  if (codes.status !== 'ready') return <div className="min-h-40 p-5" aria-busy="true" />;
  return (
    <div className="p-5" data-testid="personal-promo-codes">
      <PromoCodeList
        promoCodes={codes.data.promoCodes}
        currencyCode={search.get(PROMO_CURRENCY_PARAM) ?? 'EUR'}
      />
    </div>
  );
}
