import type { Translator } from '#app/i18n/translator.ts';
import { focusRing } from '#app/ui/styles.ts';

interface SaveCardChoiceProps {
  checked: boolean;
  onChange: (save: boolean) => void;
  disabled: boolean;
  t: Translator['t'];
}

/**
 * "Save this card" under a new card: the customer decides whether the card typed into the
 * gateway's form is kept (as the gateway's token) for the next checkout. Unchecked until they
 * tick it, since the spec sets no default and keeping a card is their choice to make.
 */
export function SaveCardChoice({ checked, onChange, disabled, t }: SaveCardChoiceProps) {
  return (
    <label
      data-testid="save-card"
      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl px-4 py-2"
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className={`${focusRing} size-5 accent-[var(--color-primary)]`}
      />
      <span>{t('checkout.saveCard')}</span>
    </label>
  );
}
