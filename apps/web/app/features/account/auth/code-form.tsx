import { PHONE_CONFIRMATION_CODE_LENGTH } from '@souk/contracts';
import { useRef, useState } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { textLink } from '#app/ui/styles.ts';
import type { LoginErrorKey } from './auth-errors.ts';
import { AuthStepForm } from './auth-step-form.tsx';
import { fieldClass } from './form-styles.ts';
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

/** Where the number goes in the translated sentence, whatever the language's word order. */
const PHONE_SLOT = '{phone}';

/**
 * The sentence with the number isolated left to right: inside an Arabic sentence the bidi rules
 * would otherwise put the "+" and the country code at the far end ("44• ••• 371+").
 */
function SentTo({ text, phone }: { text: string; phone: string }) {
  const [before, after = ''] = text.split(PHONE_SLOT);
  return (
    <>
      {before}
      <bdi dir="ltr">{phone}</bdi>
      {after}
    </>
  );
}

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
    <AuthStepForm
      intro={<SentTo text={t('auth.codeSentTo', { phone: PHONE_SLOT })} phone={maskedPhone} />}
      introTestId="auth-code-sent-to"
      label={t('auth.codeLabel')}
      error={error ? t(error) : null}
      errorTestId="auth-code-error"
      busy={busy}
      submitLabel={t('auth.confirm')}
      submitTestId="auth-confirm"
      onSubmit={() => submit(code)}
      field={(props) => (
        <input
          {...props}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          // no-autofocus guards against focus jumping on page load; this field is inside a modal
          // dialog the visitor opened to type in, so the field is where focus belongs.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus
          maxLength={PHONE_CONFIRMATION_CODE_LENGTH}
          data-testid="auth-code"
          value={code}
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
      )}
    >
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
    </AuthStepForm>
  );
}
