import { formatPhone, parsePhone } from '@souk/core';
import { useState, type ReactNode } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { AuthStepForm } from './auth-step-form.tsx';
import { fieldClass } from './form-styles.ts';
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
  const [value, setValue] = useState(initialPhone ?? '');
  const [showError, setShowError] = useState(false);
  const [busy, setBusy] = useState(false);
  const shown = value === '' ? locality.prefix : value;
  const e164 = parsePhone(shown, locality.country);

  return (
    <AuthStepForm
      intro={intro}
      label={t('auth.phoneLabel')}
      error={showError && !e164 ? t('auth.phoneInvalid') : null}
      busy={busy}
      submitLabel={t('auth.sendCode')}
      submitTestId="auth-send-code"
      onSubmit={() => {
        if (!e164) return setShowError(true);
        setBusy(true);
        void onSubmit(e164).finally(() => setBusy(false));
      }}
      field={(props) => (
        <input
          {...props}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          // no-autofocus guards against focus jumping on page load; this field is inside a modal
          // dialog the visitor opened to type in, so the field is where focus belongs.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus
          data-testid="auth-phone"
          value={shown}
          onChange={(event) => {
            setShowError(false);
            setValue(formatPhone(event.target.value, locality.country) || '+');
          }}
          className={`${fieldClass} text-start`}
        />
      )}
    >
      {children}
    </AuthStepForm>
  );
}
