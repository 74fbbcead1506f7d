/*
 * Started by the inline script at the top of every server-drawn page (app/lib/intl-warmup.ts):
 * formats one number, price, duration, percentage, date and count in the page's language, so
 * that the browser prepares its number and date data on this thread, while the page's code
 * downloads, rather than on the main thread in the middle of hydration, where the first format
 * held it for 30–100 ms (four times that on a mid-range phone). Then it ends.
 */
onmessage = (event) => {
  const locale = typeof event.data === 'string' && event.data !== '' ? event.data : undefined;
  try {
    new Intl.NumberFormat(locale).format(1234.5);
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(
      1,
    );
    new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'always' }).format(-0.2);
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(0);
    new Intl.PluralRules(locale).select(1);
  } catch {
    // A language the browser does not know: nothing to prepare.
  } finally {
    close();
  }
};
