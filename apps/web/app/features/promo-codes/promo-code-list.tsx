import type { customerPromoCodesResponseSchema } from '@souk/contracts';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { Icon, type IconProps } from '#app/ui/icons.tsx';

type PromoCode = ReturnType<typeof customerPromoCodesResponseSchema.parse>['promoCodes'][number];

const TicketIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 8a2 2 0 0 0 0 4v4h18v-4a2 2 0 0 1 0-4V4H3Z" />
    <path d="M14 4v12" strokeDasharray="2 2" />
  </Icon>
);

/** "Valid until" is a date only; shown in UTC so the server and the browser say the same. */
function day(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/**
 * The customer's promo codes (spec 1 §7 GET /customer/me/promo-codes): the code, what it takes
 * off, from which cart total, and until when. FIXED amounts are in `currencyCode`, the menu's
 * locality's currency (a FIXED code is tied to one locality).
 */
export function PromoCodeList({
  promoCodes,
  currencyCode,
}: {
  promoCodes: PromoCode[];
  currencyCode: string;
}) {
  const { t, locale, money } = useCatalogFormat(currencyCode);
  if (promoCodes.length === 0) {
    return (
      <EmptyState
        illustration={<TicketIcon className="size-16" />}
        title={t('promoCodes.emptyTitle')}
        text={t('promoCodes.emptyText')}
        testId="promo-codes-empty"
      />
    );
  }
  const value = (code: PromoCode) =>
    code.type === 'PERCENT'
      ? t('promoCodes.percent', { value: code.value })
      : code.type === 'FIXED'
        ? t('promoCodes.fixed', { amount: money(code.value) })
        : t('promoCodes.freeDelivery');
  return (
    <ul className="space-y-3">
      {promoCodes.map((code) => (
        <li
          key={code.code}
          data-testid="promo-code"
          className="border-line space-y-1 rounded-2xl border p-4"
        >
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-lg font-bold" dir="ltr">
              {code.code}
            </span>
            {code.personal && (
              <span className="bg-canvas rounded-full px-2 py-0.5 text-sm">
                {t('promoCodes.personal')}
              </span>
            )}
          </p>
          <p data-testid="promo-code-value">{value(code)}</p>
          {code.minCartTotal > 0 && (
            <p className="text-muted text-sm">
              {t('promoCodes.minCart', { amount: money(code.minCartTotal) })}
            </p>
          )}
          {code.validUntil && (
            <p className="text-muted text-sm">
              {t('promoCodes.validUntil', { date: day(locale, code.validUntil) })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
