import type { Translator } from '#app/i18n/translator.ts';
import type { Refusal } from '../state/refusal.ts';

interface RefusalMessageProps {
  refusal: Refusal | null;
  format: Translator & { money: (minorUnits: number) => string };
}

/** A refused placement or payment, said where the customer is looking (never silent). */
export function RefusalMessage({ refusal, format }: RefusalMessageProps) {
  return (
    <div role="alert" data-testid="checkout-refusal" className="empty:hidden">
      {refusal && (
        <p className="rounded-xl bg-red-700 p-3 text-sm font-medium text-white">
          {format.t(refusal.key, {
            n: refusal.cashMaxAmount === undefined ? '' : format.money(refusal.cashMaxAmount),
          })}
        </p>
      )}
    </div>
  );
}
