import { PHONE_CONFIRMATION_CODE_LENGTH } from '@souk/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton, textLink } from '#app/ui/styles.ts';
import { fieldClass, fieldErrorClass, labelClass } from './form-styles.ts';
import type { LoginErrorKey } from './auth-errors.ts';
import { useCountdown } from './use-countdown.ts';

interface CodeFormProps {
  maskedPhone: string;
  resendAt: number;
  /** Null on success; else the message key shown under the field. */
  onSubmit: (code: string) => Promise<LoginErrorKey | null>;
  onResend: () => Promise<void>;
  onChangePhone: () => void;
}

const onlyDigits = (text: string) =>
  text.replace(/\D/g, '').slice(0, PHONE_CONFIRMATION_CODE_LENGTH);

/**
 * The code step (AuthConfirmModal, AuthCourierConfirmModal): 6 digits, sent as soon as the
 * sixth is typed; "send again" after the countdown; login errors under the field.
 */
export function CodeForm({
  maskedPhone,
  resendAt,
  onSubmit,
  onResend,
  onChangePhone,
}: CodeFormProps) {
  const { t } = useTranslator();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<LoginErrorKey | 'auth.codeIncomplete' | null>(null);
  const [busy, setBusy] = useState(false);
  const submitted = useRef<string | null>(null);
  const seconds = useCountdown(resendAt);

  const submit = (value: string) => {
    if (value.length !== PHONE_CONFIRMATION_CODE_LENGTH) return setError('auth.codeIncomplete');
    if (busy) return;
    submitted.current = value;
    setBusy(true);
    setError(null);
    void onSubmit(value).then((failure) => {
      setBusy(false);
      setError(failure);
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <p className="text-muted" data-testid="auth-code-sent-to">
        {t('auth.codeSentTo', { phone: maskedPhone })}
      </p>
      <div className="space-y-1.5">
        <label htmlFor={id} className={labelClass}>
          {t('auth.codeLabel')}
        </label>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          autoFocus
          maxLength={PHONE_CONFIRMATION_CODE_LENGTH}
          data-testid="auth-code"
          value={code}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            const digits = onlyDigits(event.target.value);
            setCode(digits);
            setError(null);
            // Typing the sixth digit signs in; the same code is not sent twice in a row.
            if (digits.length === PHONE_CONFIRMATION_CODE_LENGTH && submitted.current !== digits) {
              submit(digits);
            }
          }}
          className={`${fieldClass} text-center text-2xl tracking-[0.5em]`}
        />
        {error && (
          <p
            id={`${id}-error`}
            role="alert"
            data-testid="auth-code-error"
            className={fieldErrorClass}
          >
            {t(error)}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        data-testid="auth-confirm"
        className={`${primaryButton} w-full disabled:opacity-60`}
      >
        {t('auth.confirm')}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <button type="button" onClick={onChangePhone} className={`${textLink} min-h-11`}>
          {t('auth.changePhone')}
        </button>
        {seconds > 0 ? (
          <span data-testid="auth-resend-countdown" className="text-muted" aria-live="off">
            {t('auth.resendIn', { seconds })}
          </span>
        ) : (
          <button
            type="button"
            data-testid="auth-resend"
            onClick={() => {
              submitted.current = null;
              void onResend();
            }}
            className={`${textLink} min-h-11 font-semibold text-primary`}
          >
            {t('auth.resend')}
          </button>
        )}
      </div>
    </form>
  );
}
