import { useId, useState } from 'react';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { updateCustomer } from '../api/customer-session.ts';
import { isNameValid } from '../profile/customer-fields.ts';
import { useToast } from '../toast/use-toast.tsx';
import { AuthProgressView } from './auth-progress-view.tsx';
import { fieldClass, fieldErrorClass, labelClass } from './form-styles.ts';
import { useAuthFlow } from './use-auth-flow.ts';

/** Spec 1 §4: a signed-in customer without a name is asked for one (AuthNameModal). */
export default function AuthNameModal(_: ModalBodyProps) {
  const { t } = useTranslator();
  const id = useId();
  const config = useRootData()?.clientConfig;
  const { continueAfterSignIn } = useAuthFlow();
  const { toast, show } = useToast();
  const [name, setName] = useState('');
  const [showError, setShowError] = useState(false);
  const [busy, setBusy] = useState(false);
  const invalid = !isNameValid(name);

  return (
    <form
      noValidate
      className="space-y-5 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid || !config) return setShowError(true);
        setBusy(true);
        updateCustomer(config, { name: name.trim().replace(/\s+/g, ' ') })
          .then((customer) => continueAfterSignIn(customer))
          .catch(() => show(t('auth.somethingWentWrong')))
          .finally(() => setBusy(false));
      }}
    >
      <AuthProgressView step="EMPTY_NAME" />
      <p className="text-muted">{t('auth.nameIntro')}</p>
      <div className="space-y-1.5">
        <label htmlFor={id} className={labelClass}>
          {t('auth.nameLabel')}
        </label>
        <input
          id={id}
          autoComplete="given-name"
          // no-autofocus guards against focus jumping on page load; this field is inside a modal
          // dialog the visitor opened to type in, so the field is where focus belongs.
          // eslint-disable-next-line jsx-a11y-x/no-autofocus
          autoFocus
          maxLength={30}
          data-testid="auth-name"
          value={name}
          aria-invalid={showError && invalid}
          aria-describedby={showError && invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setShowError(false);
          }}
          className={fieldClass}
        />
        {showError && invalid && (
          <p id={`${id}-error`} className={fieldErrorClass}>
            {t('auth.nameInvalid')}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        data-testid="auth-save-name"
        className={`${primaryButton} w-full disabled:opacity-60`}
      >
        {t('auth.saveName')}
      </button>
      {toast}
    </form>
  );
}
