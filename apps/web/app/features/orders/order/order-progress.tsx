import type { Order } from '@souk/contracts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { statusLabelKey } from '../order-look.ts';

type Status = Order['status'];

/** The steps a customer sees; APPROVED shows as PREPARING (spec 2 §4). */
const DELIVERY_STEPS: Status[] = [
  'WAITING_APPROVAL',
  'PREPARING',
  'ON_DELIVERY',
  'ARRIVED',
  'COMPLETED',
];
const TAKEAWAY_STEPS: Status[] = ['WAITING_APPROVAL', 'PREPARING', 'READY', 'COMPLETED'];

function stepOf(status: Status): Status {
  return status === 'APPROVED' ? 'PREPARING' : status;
}

/** A simple list of the order's steps with the current one marked, for delivery or takeaway. */
export function OrderProgress({ order }: { order: Order }) {
  const { t } = useTranslator();
  const steps = order.receiptType === 'TAKEAWAY' ? TAKEAWAY_STEPS : DELIVERY_STEPS;
  const current = steps.indexOf(stepOf(order.status));
  return (
    <ol
      aria-label={t('orders.progress')}
      className="flex flex-wrap gap-2"
      data-testid="order-progress"
    >
      {steps.map((step, index) => {
        const done = current >= 0 && index <= current;
        return (
          <li
            key={step}
            aria-current={index === current ? 'step' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${
              index === current
                ? 'bg-primary text-primary-contrast border-primary font-semibold'
                : done
                  ? 'border-line bg-canvas'
                  : 'border-line text-muted'
            }`}
          >
            {t(statusLabelKey(step))}
          </li>
        );
      })}
    </ol>
  );
}
