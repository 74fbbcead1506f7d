import type { Order } from '@souk/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { browserApi } from '#app/lib/api-client.ts';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';
import { emailInvoice } from '../api/email-invoice.ts';
import { getInvoice } from '../api/get-invoice.ts';
import { reorderOrder, type ReorderPlace } from '../api/reorder-order.ts';
import { sendOrderEvent } from '../order-analytics.ts';

/** The cart id the storefront keeps between visits (spec 2 §9 storage key `cartId`). */
const CART_ID_KEY = 'cartId';

/** A delivery goes again to the order's own address; a takeaway needs no place. */
function placeOf(order: Order): ReorderPlace {
  if (order.receiptType === 'DELIVERY' && order.address) {
    const { latitude, longitude } = order.address;
    return { location: { latitude, longitude }, receiptType: 'DELIVERY' };
  }
  return { receiptType: order.receiptType };
}

const outline = `${ghostButton} border-line border`;

/**
 * The finished order's actions (spec 2 §2 "Order details"): order it again, download or e-mail
 * the invoice, and review it while its flags allow.
 */
export function OrderActions({
  order,
  onMessage,
}: {
  order: Order;
  onMessage: (message: string, tone: 'error' | 'success') => void;
}) {
  const { t, locale } = useTranslator();
  const { search } = useLocation();
  const config = useRootData()?.clientConfig;
  const [busy, setBusy] = useState(false);

  async function reorder() {
    if (!config) return;
    setBusy(true);
    try {
      const result = await reorderOrder(browserApi(config), order.orderId, placeOf(order));
      sendOrderEvent(config, 'reorder_order', order);
      // The repeated order is a new cart: the cart page opens on it, and its alerts tell what
      // could not be added. A full load lets the cart store start from the new id.
      localStorage.setItem(CART_ID_KEY, result.cartId);
      window.location.assign(`/${locale}/cart`);
    } catch {
      setBusy(false);
      onMessage(t('orders.failed'), 'error');
    }
  }

  async function sendInvoice() {
    if (!config) return;
    setBusy(true);
    try {
      const email = await emailInvoice(browserApi(config), order.orderId);
      onMessage(t('orders.invoiceSent', { email }), 'success');
    } catch {
      onMessage(t('orders.failed'), 'error');
    } finally {
      setBusy(false);
    }
  }

  async function downloadInvoice() {
    if (!config) return;
    setBusy(true);
    try {
      const { blob, filename } = await getInvoice(config, order.orderId);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      // The click has handed the file over; the object URL is not needed after it.
      window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      onMessage(t('orders.failed'), 'error');
    } finally {
      setBusy(false);
    }
  }

  const review = modalLink(search, 'OrderHistoryReviewModal');
  const canReview = order.review.vendor || order.review.courier;
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        className={primaryButton}
        data-testid="order-reorder"
        disabled={busy}
        onClick={() => void reorder()}
      >
        {t('orders.reorder')}
      </button>
      {canReview && (
        <Link
          to={review.to}
          state={review.state}
          preventScrollReset
          className={outline}
          data-testid="order-review"
        >
          {t('orders.review')}
        </Link>
      )}
      <button
        type="button"
        className={outline}
        data-testid="order-invoice"
        disabled={busy}
        onClick={() => void downloadInvoice()}
      >
        {t('orders.invoiceDownload')}
      </button>
      <button
        type="button"
        className={outline}
        data-testid="order-invoice-email"
        disabled={busy}
        onClick={() => void sendInvoice()}
      >
        {t('orders.invoiceEmail')}
      </button>
    </div>
  );
}
