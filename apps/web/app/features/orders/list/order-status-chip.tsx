import type { Order } from '@souk/contracts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { statusChipClass, statusLabelKey } from '../order-look.ts';

/** The status label in the colour of spec 2 §4's status table. */
export function OrderStatusChip({ status }: { status: Order['status'] }) {
  const { t } = useTranslator();
  return (
    <span
      data-testid="order-status-chip"
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-3 py-1 text-sm font-semibold ${statusChipClass(status)}`}
    >
      {t(statusLabelKey(status))}
    </span>
  );
}
