import type { paymentMethodsResponseSchema } from '@souk/contracts';
import type { Translator } from '#app/i18n/translator.ts';
import { focusRing } from '#app/ui/styles.ts';

export type PaymentMethod = ReturnType<
  typeof paymentMethodsResponseSchema.parse
>['methods'][number];

/** A stable id per method for the radio group: cash, one stored card, or a new card. */
const methodId = (method: PaymentMethod): string =>
  method.kind === 'STORED_CARD' ? `card:${method.cardId ?? ''}` : method.kind;

/** Spec 2 UserPayCardListPopUp: the stored cards come with the default one preselected. */
export function preselectedMethod(methods: readonly PaymentMethod[]): PaymentMethod | null {
  const stored = methods.filter((m) => m.kind === 'STORED_CARD');
  return stored.find((m) => m.default) ?? stored[0] ?? methods[0] ?? null;
}

function label(method: PaymentMethod, t: Translator['t']): string {
  if (method.kind === 'CASH') return t('checkout.cash');
  if (method.kind === 'NEW_CARD') return t('checkout.newCard');
  const card = t('checkout.storedCard', { card: method.maskedCardNumber ?? '' });
  return method.default ? `${card} (${t('checkout.defaultCard')})` : card;
}

interface PaymentMethodChoiceProps {
  /** Where the list of methods stands: asked, failed (with a retry) or ready. */
  status: 'idle' | 'loading' | 'failed' | 'ready';
  retry: () => void;
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  disabled: boolean;
  t: Translator['t'];
}

/**
 * The payment types the locality allows, as one radio group (arrow keys move the choice), with
 * a line while they load and a retry when they could not be read.
 */
export function PaymentMethodChoice({
  status,
  retry,
  methods,
  chosen,
  onChoose,
  disabled,
  t,
}: PaymentMethodChoiceProps) {
  if (status === 'failed') {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {t('checkout.methodsFailed')}{' '}
        <button type="button" onClick={retry} className="font-semibold underline">
          {t('checkout.retry')}
        </button>
      </p>
    );
  }
  if (status !== 'ready') {
    return (
      <p role="status" className="text-sm text-muted">
        {t('checkout.methodsLoading')}
      </p>
    );
  }
  return (
    <fieldset data-testid="payment-methods" disabled={disabled} className="space-y-2">
      <legend className="mb-2 font-semibold">{t('checkout.paymentLegend')}</legend>
      {methods.map((method) => {
        const id = methodId(method);
        return (
          <label
            key={id}
            data-testid="payment-method"
            data-method={id}
            className={`${focusRing} flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-line px-4 py-2 has-[:checked]:border-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2`}
          >
            <input
              type="radio"
              name="payment-method"
              value={id}
              checked={chosen !== null && methodId(chosen) === id}
              onChange={() => onChoose(method)}
              className="size-5 accent-[var(--color-primary)]"
            />
            <span>{label(method, t)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
