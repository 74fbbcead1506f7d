import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { textLink } from '#app/ui/styles.ts';
import { sendPhoneConfirmation, type AuthAudience } from '../api/send-phone-confirmation.ts';
import { useToast } from '../toast/use-toast.tsx';
import { sendCodeErrorKey } from './auth-errors.ts';
import { AuthProgressView } from './auth-progress-view.tsx';
import { readPendingCode, savePendingCode } from './pending-code.ts';
import { PhoneForm } from './phone-form.tsx';
import { useAuthFlow } from './use-auth-flow.ts';
import { useLocalityPhone } from './use-locality-phone.ts';

const CONFIRM_MODAL = { customer: 'AuthConfirmModal', courier: 'AuthCourierConfirmModal' } as const;
const OTHER_MODAL = { customer: 'AuthCourierModal', courier: 'AuthModal' } as const;

/** The phone step of both sign-ins: sends the code, then moves on to the code step. */
export function PhoneStep({ audience }: { audience: AuthAudience }) {
  const { t } = useTranslator();
  const { search } = useLocation();
  const config = useRootData()?.clientConfig;
  const locality = useLocalityPhone();
  const { goTo } = useAuthFlow();
  const { toast, show } = useToast();
  const other = modalLink(search, OTHER_MODAL[audience]);

  const send = async (phone: string) => {
    if (!config) return;
    try {
      const sent = await sendPhoneConfirmation(config, audience, phone, locality.localityId);
      savePendingCode({
        audience,
        phone,
        maskedPhone: sent.maskedPhone,
        resendAt: Date.now() + sent.resendAfterSeconds * 1000,
      });
      goTo(CONFIRM_MODAL[audience]);
    } catch (error) {
      const key = sendCodeErrorKey(error);
      // The code sent less than a minute ago to this very number is still good: on to it,
      // with the toast (spec 1 §8) shown there.
      if (key === 'auth.timeLimit' && readPendingCode(audience)?.phone === phone) {
        goTo(CONFIRM_MODAL[audience], key);
      } else {
        show(t(key));
      }
    }
  };

  return (
    <div className="space-y-5 p-5">
      {audience === 'customer' && <AuthProgressView step="EMPTY_LOGIN_INFO" />}
      <PhoneForm
        intro={t(audience === 'customer' ? 'auth.intro' : 'auth.courierIntro')}
        locality={locality}
        initialPhone={readPendingCodeSafely(audience)}
        onSubmit={send}
      >
        <p className="text-center text-sm">
          <Link
            to={other.to}
            state={other.state}
            replace
            preventScrollReset
            data-testid={`auth-switch-${audience === 'customer' ? 'courier' : 'customer'}`}
            className={`${textLink} inline-flex min-h-11 items-center text-primary`}
          >
            {t(audience === 'customer' ? 'auth.courierLink' : 'auth.customerLink')}
          </Link>
        </p>
      </PhoneForm>
      {toast}
    </div>
  );
}

/** "Change the number" comes back here with the number typed before. */
function readPendingCodeSafely(audience: AuthAudience): string | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : readPendingCode(audience)?.phone;
}
