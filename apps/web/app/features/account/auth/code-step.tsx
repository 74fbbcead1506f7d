import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useInBrowser } from '#app/lib/use-in-browser.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { loginCourier, loginCustomer } from '../api/login-with-code.ts';
import { sendPhoneConfirmation, type AuthAudience } from '../api/send-phone-confirmation.ts';
import { saveCourierToken } from '../session/courier-token.ts';
import { useToast } from '../toast/use-toast.tsx';
import { loginErrorKey, sendCodeErrorKey, type LoginErrorKey } from './auth-errors.ts';
import { AuthProgressView } from './auth-progress-view.tsx';
import { CodeForm } from './code-form.tsx';
import {
  clearPendingCode,
  readPendingCode,
  savePendingCode,
  type PendingCode,
} from './pending-code.ts';
import { handedOverToast, useAuthFlow } from './use-auth-flow.ts';

const PHONE_MODAL = { customer: 'AuthModal', courier: 'AuthCourierModal' } as const;

/** The code step of both sign-ins. The number comes from the phone step (this tab's storage). */
export function CodeStep({ audience }: { audience: AuthAudience }) {
  const { t } = useTranslator();
  const { search, state } = useLocation();
  const config = useRootData()?.clientConfig;
  const { goTo, continueAfterSignIn } = useAuthFlow();
  const { toast, show } = useToast();
  // Read after mounting: the server has no session storage. Undefined = not read yet.
  const inBrowser = useInBrowser();
  const [pending, setPending] = useState<PendingCode | null | undefined>(undefined);
  const [readFor, setReadFor] = useState<string | null>(null);
  if (inBrowser && readFor !== audience) {
    setReadFor(audience);
    setPending(readPendingCode(audience));
  }
  const handedOver = handedOverToast(state);
  useEffect(() => {
    if (handedOver) show(t(handedOver));
  }, [handedOver, show, t]);

  if (pending === undefined || !config) return null;
  if (pending === null) {
    const start = modalLink(search, PHONE_MODAL[audience]);
    return (
      <div className="space-y-4 p-5">
        <p>{t('auth.noPhone')}</p>
        <Link to={start.to} state={start.state} replace className={`${primaryButton} w-full`}>
          {t(audience === 'customer' ? 'auth.title' : 'auth.courierTitle')}
        </Link>
      </div>
    );
  }

  const login = async (code: string): Promise<LoginErrorKey | null> => {
    try {
      if (audience === 'courier') {
        const session = await loginCourier(config, pending.phone, code);
        clearPendingCode();
        // The modal shows who is signed in as soon as the token is kept.
        saveCourierToken(session.token);
        return null;
      }
      const session = await loginCustomer(config, pending.phone, code);
      clearPendingCode();
      await continueAfterSignIn(session.customer);
      return null;
    } catch (error) {
      return loginErrorKey(error);
    }
  };

  const resend = async () => {
    try {
      const sent = await sendPhoneConfirmation(config, audience, pending.phone);
      const next = { ...pending, resendAt: Date.now() + sent.resendAfterSeconds * 1000 };
      savePendingCode(next);
      setPending(next);
      show(t('auth.codeResent'), 'success');
    } catch (error) {
      show(t(sendCodeErrorKey(error)));
    }
  };

  return (
    <div className="space-y-5 p-5">
      {audience === 'customer' && <AuthProgressView step="CONFIRM_NUMBER" />}
      <CodeForm
        maskedPhone={pending.maskedPhone}
        resendAt={pending.resendAt}
        onSubmit={login}
        onResend={resend}
        onChangePhone={() => goTo(PHONE_MODAL[audience])}
      />
      {toast}
    </div>
  );
}
