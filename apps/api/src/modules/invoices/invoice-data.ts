/** Everything an invoice shows, already in the customer's language (amounts still minor units). */
import type { OrderAddressRow, OrderDiscountRow, OrderLineRow } from '#api/db/schema/orders.ts';

interface InvoiceSeller {
  platformName: string;
  officialName: string;
  officialAddress: string;
  certificate: string;
  supportEmail: string;
  supportPhone: string;
}

export interface InvoiceData {
  lang: string;
  seller: InvoiceSeller;
  orderNumber: string;
  /** Formatted in the locality's time zone. */
  date: string;
  vendorName: string;
  receiptType: 'DELIVERY' | 'TAKEAWAY';
  address: OrderAddressRow | null;
  paymentType: 'CASH' | 'ONLINE';
  currencyCode: string;
  lines: Pick<OrderLineRow, 'name' | 'count' | 'originalPrice' | 'comment' | 'components'>[];
  originalTotal: number;
  discounts: OrderDiscountRow[];
  promoCode: string | null;
  deliveryTotal: number;
  tipAmount: number;
  finalTotal: number;
}
