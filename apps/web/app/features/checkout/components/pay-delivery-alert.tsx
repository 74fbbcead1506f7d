import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { Dialog } from '#app/ui/dialog.tsx';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';

interface PayDeliveryAlertProps {
  /** What delivery of this order costs now, minor units. */
  deliveryTotal: number;
  format: CatalogFormat;
  onConfirm: () => void;
  onBack: () => void;
}

/**
 * Spec 2 §8 alert PAY_DELIVERY: the order would now charge a delivery cost the customer was not
 * shown. Agreeing places it again with that amount; going back shows the cart with it. Same
 * dialog and layout as the cart's alerts; Escape and the close button go back.
 */
export function PayDeliveryAlert({
  deliveryTotal,
  format,
  onConfirm,
  onBack,
}: PayDeliveryAlertProps) {
  return (
    <Dialog
      title={format.t('checkout.payDeliveryTitle')}
      closeLabel={format.t('checkout.backToCart')}
      onClose={onBack}
      placement="center"
      testId="pay-delivery-alert"
    >
      <div data-alert-code="PAY_DELIVERY" className="flex flex-col gap-3 p-5">
        <p data-testid="pay-delivery-text" className="font-medium">
          {format.t('checkout.payDelivery', { amount: format.money(deliveryTotal) })}
        </p>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <button
            type="button"
            data-testid="pay-delivery-back"
            onClick={onBack}
            className={ghostButton}
          >
            {format.t('checkout.backToCart')}
          </button>
          <button
            type="button"
            data-testid="pay-delivery-confirm"
            onClick={onConfirm}
            className={primaryButton}
          >
            {format.t('checkout.payDeliveryConfirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
