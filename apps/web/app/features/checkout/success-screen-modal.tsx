import { Link, useLocation } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { primaryButton } from '#app/ui/styles.ts';

/**
 * Spec 2 §2 SuccessScreenModal, after an order is placed (cash) or paid (card): its number and
 * the way to follow it live (`?modal=SuccessScreenModal&orderId=…&orderNumber=…`).
 */
export default function SuccessScreenModal(_: ModalBodyProps) {
  const { t, locale } = useTranslator();
  const params = new URLSearchParams(useLocation().search);
  const orderId = params.get('orderId') ?? '';
  const orderNumber = params.get('orderNumber') ?? '';
  return (
    <div data-testid="success-screen" className="flex flex-col items-center gap-4 p-6 text-center">
      <span aria-hidden="true" className="text-5xl">
        ✓
      </span>
      <p data-testid="success-order-number">{t('checkout.successText', { number: orderNumber })}</p>
      {orderId && (
        <Link
          to={`/${locale}/menu/orders/${encodeURIComponent(orderId)}/status`}
          data-testid="success-follow-order"
          className={`${primaryButton} w-full`}
        >
          {t('checkout.followOrder')}
        </Link>
      )}
    </div>
  );
}
