import type { CustomerMe } from '@souk/contracts';
import { maskPhone } from '@souk/core';
import { useId, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ApiRequestError } from '#app/lib/api-client.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { updateCustomer } from '../api/customer-session.ts';
import { fieldClass, fieldErrorClass, labelClass } from '../auth/form-styles.ts';
import { useToast } from '../toast/use-toast.tsx';
import {
  changedFields,
  FIELD_ERROR_KEYS,
  profileProblems,
  serverFieldProblems,
  valuesOf,
  type ProfileField,
  type ProfileValues,
} from './customer-fields.ts';

interface FieldProps {
  field: ProfileField;
  label: string;
  problem: boolean;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

function Field({ field, label, problem, children }: FieldProps) {
  const { t } = useTranslator();
  const id = `${useId()}-${field}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': problem,
        ...(problem ? { 'aria-describedby': `${id}-error` } : {}),
      })}
      {problem && (
        <p id={`${id}-error`} data-testid={`field-error-${field}`} className={fieldErrorClass}>
          {t(FIELD_ERROR_KEYS[field])}
        </p>
      )}
    </div>
  );
}

const todayIso = () => new Date().toISOString().slice(0, 10);

/** `/menu/profile` (spec 1 §2 "Personal info"): name, birth date and e-mail; the phone is shown only. */
export function PersonalInfoForm({ customer }: { customer: CustomerMe }) {
  const { t } = useTranslator();
  const config = useRootData()?.clientConfig;
  const { revalidate } = useRevalidator();
  const { toast, show } = useToast();
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(customer));
  const [problems, setProblems] = useState<ProfileField[]>([]);
  const [busy, setBusy] = useState(false);
  const phoneId = useId();

  const set = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => current.filter((problem) => problem !== field));
  };

  const save = async () => {
    const found = profileProblems(values, todayIso());
    setProblems(found);
    const changes = changedFields(valuesOf(customer), values);
    if (found.length > 0 || !config || Object.keys(changes).length === 0) return;
    setBusy(true);
    try {
      await updateCustomer(config, changes);
      await revalidate();
      show(t('profile.saved'), 'success');
    } catch (error) {
      const fromServer =
        error instanceof ApiRequestError ? serverFieldProblems(error.body?.fieldErrors) : [];
      if (fromServer.length > 0) setProblems(fromServer);
      else show(t('auth.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      data-testid="personal-info-form"
      className="max-w-lg space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field field="name" label={t('profile.name')} problem={problems.includes('name')}>
        {(props) => (
          <input
            {...props}
            name="name"
            autoComplete="name"
            maxLength={30}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            className={fieldClass}
          />
        )}
      </Field>
      <Field
        field="birthDate"
        label={t('profile.birthDate')}
        problem={problems.includes('birthDate')}
      >
        {(props) => (
          <input
            {...props}
            type="date"
            name="birthDate"
            autoComplete="bday"
            min="1900-01-01"
            max={todayIso()}
            value={values.birthDate}
            onChange={(event) => set('birthDate', event.target.value)}
            className={fieldClass}
          />
        )}
      </Field>
      <Field field="email" label={t('profile.email')} problem={problems.includes('email')}>
        {(props) => (
          <input
            {...props}
            type="email"
            name="email"
            autoComplete="email"
            dir="ltr"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            className={`${fieldClass} text-start`}
          />
        )}
      </Field>
      <div className="space-y-1.5">
        <label htmlFor={phoneId} className={labelClass}>
          {t('profile.phone')}
        </label>
        <input
          id={phoneId}
          readOnly
          dir="ltr"
          value={customer.phone ? maskPhone(customer.phone) : t('profile.noPhone')}
          className={`${fieldClass} bg-canvas text-start text-muted`}
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        data-testid="personal-info-save"
        className={`${primaryButton} disabled:opacity-60`}
      >
        {t('profile.save')}
      </button>
      {toast}
    </form>
  );
}
