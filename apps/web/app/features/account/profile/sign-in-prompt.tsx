import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton } from '#app/ui/styles.ts';

/** What a page of the profile area shows behind the sign-in modal to a visitor. */
export function SignInPrompt() {
  const { t } = useTranslator();
  const { search } = useLocation();
  const signIn = modalLink(search, 'AuthModal');
  return (
    <div data-testid="sign-in-prompt" className="space-y-4 rounded-3xl bg-canvas p-6 text-center">
      <p className="font-semibold">{t('auth.signInToContinue')}</p>
      <Link to={signIn.to} state={signIn.state} preventScrollReset className={primaryButton}>
        {t('auth.title')}
      </Link>
    </div>
  );
}
