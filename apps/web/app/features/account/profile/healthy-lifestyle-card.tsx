import type { CustomerMe } from '@souk/contracts';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { focusRing } from '#app/ui/styles.ts';
import { updateCustomer } from '../api/customer-session.ts';
import { useToast } from '../toast/use-toast.tsx';

/**
 * Spec 1 §4 "Healthy lifestyle toggle: toggling updates the user's profile immediately"; §8
 * "Update user failure: toast with the translated something-went-wrong message. The toggle
 * stays as set."
 */
export function HealthyLifestyleCard({ customer }: { customer: CustomerMe }) {
  const { t } = useTranslator();
  const config = useRootData()?.clientConfig;
  const { revalidate } = useRevalidator();
  const { toast, show } = useToast();
  const [on, setOn] = useState(customer.healthyLifestyle);

  const toggle = () => {
    const next = !on;
    setOn(next);
    if (!config) return;
    updateCustomer(config, { healthyLifestyle: next })
      .then(() => revalidate())
      .catch(() => show(t('auth.somethingWentWrong')));
  };

  return (
    <section className="flex items-center gap-4 rounded-2xl bg-primary-soft p-4">
      <div className="min-w-0 flex-1">
        <h2 id="healthy-title" className="font-semibold">
          {t('profile.healthyTitle')}
        </h2>
        <p className="text-sm text-muted">{t('profile.healthyText')}</p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="healthy-title"
        data-testid="healthy-toggle"
        onClick={toggle}
        className={`${focusRing} relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition ${on ? 'bg-primary' : 'bg-line'}`}
      >
        <span
          aria-hidden="true"
          className={`absolute size-6 rounded-full bg-surface shadow transition-[inset-inline-start] ${on ? 'start-7' : 'start-1'}`}
        />
      </button>
      {toast}
    </section>
  );
}
