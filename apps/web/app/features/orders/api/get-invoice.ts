import type { ClientConfig } from '#app/lib/load-context.ts';

/**
 * GET /customer/me/orders/{id}/invoice?externalBrowser=true: the invoice PDF as a download.
 * The API needs the partner header, which a plain link cannot send, so the browser fetches
 * the file and hands it over as a blob; the typed client only reads JSON, hence its own fetch.
 */
export async function getInvoice(
  config: ClientConfig,
  orderId: string,
): Promise<{ blob: Blob; filename: string }> {
  const path = `/api/customer/me/orders/${encodeURIComponent(orderId)}/invoice?externalBrowser=true`;
  const headers = new Headers({
    'X-Partner-Code': config.partnerCode,
    'X-Build-Version': config.buildVersion,
    Accept: 'application/pdf',
  });
  // The invoice's language is the page's.
  if (document.documentElement.lang) headers.set('Accept-Language', document.documentElement.lang);
  const response = await fetch(path, { headers, credentials: 'include' });
  if (!response.ok) throw new Error(`Invoice answered ${response.status}`);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `invoice-${orderId}.pdf`;
  return { blob: await response.blob(), filename };
}
