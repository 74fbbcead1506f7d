import { formatPhone, parsePhone } from '@souk/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { fieldClass, fieldErrorClass, labelClass } from './form-styles.ts';
import type { LocalityPhone } from './use-locality-phone.ts';

interface PhoneFormProps {
  intro: string;
  locality: LocalityPhone;
  initialPhone?: string;
  /** Resolves when the code is sent; the form stays busy until then. */
  onSubmit: (e164: string) => Promise<void>;
  children?: ReactNode;
}

/**
 * The phone step (AuthModal, AuthCourierModal): the field starts with the locality country's
 * calling code and is formatted by that country's mask as the visitor types (spec 1 §5).
 */
export function PhoneForm({ intro, locality, initialPhone, onSubmit, children }: PhoneFormProps) {
  const { t } = useTranslator();
  const id = useId();
  const [value, setValue] = useState(initialPhone ?? '');
  const [showError, setShowError] = useState(false);
  const [busy, setBusy] = useState(false);
  const shown = value === '' ? locality.prefix : value;
  const e164 = parsePhone(shown, locality.country);

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!e164) return setShowError(true);
        setBusy(true);
        void onSubmit(e164).finally(() => setBusy(false));
      }}
    >
      <p className="text-muted">{intro}</p>
      <div className="space-y-1.5">
        <label htmlFor={id} className={labelClass}>
          {t('auth.phoneLabel')}
        </label>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          autoFocus
          data-testid="auth-phone"
          value={shown}
          aria-invalid={showError && !e164}
          aria-describedby={showError && !e164 ? `${id}-error` : undefined}
          onChange={(event) => {
            setShowError(false);
            setValue(formatPhone(event.target.value, locality.country) || '+');
          }}
          className={`${fieldClass} text-start`}
        />
        {showError && !e164 && (
          <p id={`${id}-error`} className={fieldErrorClass}>
            {t('auth.phoneInvalid')}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        data-testid="auth-send-code"
        className={`${primaryButton} w-full disabled:opacity-60`}
      >
        {t('auth.sendCode')}
      </button>
      {children}
    </form>
  );
}
