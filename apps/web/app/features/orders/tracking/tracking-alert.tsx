import { useEffect, useRef } from 'react';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { primaryButton } from '#app/ui/styles.ts';
import type { TrackingAlert } from './tracked-order.ts';

/**
 * The alert a live change brings (spec 2 §4): the order was declined or cancelled (with the
 * refund notice when it was paid online), or it was edited (with the old and new totals when
 * the message gives them). It stays until confirmed, and takes the focus so it is not missed.
 */
export function TrackingAlertBox({
  alert,
  currencyCode,
  onConfirm,
}: {
  alert: TrackingAlert;
  currencyCode: string;
  onConfirm: () => void;
}) {
  const { t, money } = useCatalogFormat(currencyCode);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, [alert]);
  let lines: string[];
  if (alert.kind === 'edited') {
    lines = [t('orders.edited', { number: alert.orderNumber })];
    if (alert.oldTotal !== null) lines.push(t('orders.oldTotal', { total: money(alert.oldTotal) }));
    if (alert.newTotal !== null) lines.push(t('orders.newTotal', { total: money(alert.newTotal) }));
  } else {
    lines = [alert.kind === 'declined' ? t('orders.declined') : t('orders.cancelled')];
    if (alert.refund) lines.push(t('orders.refundNotice'));
  }
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      data-testid="tracking-alert"
      data-kind={alert.kind}
      className="border-line bg-canvas space-y-3 rounded-xl border p-4"
    >
      {lines.map((line, index) => (
        <p key={line} className={index === 0 ? 'font-semibold' : undefined}>
          {line}
        </p>
      ))}
      <button
        type="button"
        className={primaryButton}
        data-testid="tracking-alert-ok"
        onClick={onConfirm}
      >
        {t('orders.alertOk')}
      </button>
    </div>
  );
}
