import type { Route } from './+types/personal-info';
import { PersonalInfoForm } from '#app/features/account/profile/personal-info-form.tsx';
import { SignInPrompt } from '#app/features/account/profile/sign-in-prompt.tsx';
import { useCustomer } from '#app/lib/use-customer.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { pageMeta } from '#app/lib/meta.ts';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, (t) => ({ title: t.t('profile.infoTitle') }));

/** `/{lang}/menu/profile`: personal info (spec 1 §2). */
export default function PersonalInfoRoute() {
  const { t } = useTranslator();
  const customer = useCustomer();
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">{t('profile.infoTitle')}</h1>
      {customer ? (
        // Keyed by the customer only: after a save the form (and its toast) stays as typed.
        <PersonalInfoForm key={customer.id} customer={customer} />
      ) : (
        <SignInPrompt />
      )}
    </section>
  );
}
