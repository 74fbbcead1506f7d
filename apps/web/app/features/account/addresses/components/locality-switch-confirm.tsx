import { useEffect, useRef } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';
import type { LocalitySwitch } from '../selection/address-selection-client.ts';

interface LocalitySwitchConfirmProps {
  plan: LocalitySwitch & { emptiedCartOf: string };
  busy: boolean;
  onSwitch: () => void;
  onKeep: () => void;
}

/**
 * Spec 1 §4's locality switch empties the cart: when an address would do that, the customer is
 * told what happens and chooses, instead of finding an empty cart afterwards. Focus moves to the
 * question so a screen reader reads it at once.
 */
export function LocalitySwitchConfirm({
  plan,
  busy,
  onSwitch,
  onKeep,
}: LocalitySwitchConfirmProps) {
  const { t } = useTranslator();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="locality-switch-question"
      data-testid="locality-switch-confirm"
      className="space-y-4 p-5"
    >
      <p
        id="locality-switch-question"
        ref={heading}
        tabIndex={-1}
        className="font-semibold outline-none"
      >
        {t('address.switchQuestion', {
          locality: plan.localityName,
          cartLocality: plan.emptiedCartOf,
        })}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={onSwitch} className={primaryButton}>
          {t('address.switchConfirm', { locality: plan.localityName })}
        </button>
        <button type="button" disabled={busy} onClick={onKeep} className={ghostButton}>
          {t('address.switchKeepCart')}
        </button>
      </div>
    </section>
  );
}
