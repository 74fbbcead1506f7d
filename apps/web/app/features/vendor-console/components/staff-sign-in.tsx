import { useState, type FormEvent } from 'react';
import type { VendorStaffMe } from '@souk/contracts/vendor-console';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton } from '#app/ui/styles.ts';
import type { VendorCalls } from '../api/vendor-calls.ts';
import { consoleErrorKey } from '../console-errors.ts';
import { fieldClass } from './console-styles.ts';

/** Staff sign in like couriers: their phone, then the code the SMS brings. */
export function StaffSignIn({
  calls,
  onSignedIn,
}: {
  calls: VendorCalls;
  onSignedIn: (staff: VendorStaffMe) => void;
}) {
  const { t } = useTranslator();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (event: FormEvent, work: () => Promise<void>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(t(consoleErrorKey(failure)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mx-auto max-w-sm space-y-4 p-6" aria-labelledby="staff-sign-in-title">
      <h1 id="staff-sign-in-title" className="text-2xl font-bold">
        {t('vendorConsole.signInTitle')}
      </h1>
      <p>{t('vendorConsole.signInIntro')}</p>
      {sentTo === null ? (
        <form
          className="space-y-3"
          onSubmit={(event) =>
            void run(event, async () => {
              const sent = await calls.sendCode(phone);
              setSentTo(sent.maskedPhone);
            })
          }
        >
          <label className="block space-y-1">
            <span className="font-medium">{t('vendorConsole.phoneLabel')}</span>
            <input
              className={fieldClass}
              type="tel"
              data-testid="vendor-phone"
              dir="ltr"
              autoComplete="tel"
              required
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className={primaryButton}
            disabled={busy}
            data-testid="vendor-send-code"
          >
            {t('vendorConsole.sendCode')}
          </button>
        </form>
      ) : (
        <form
          className="space-y-3"
          onSubmit={(event) =>
            void run(event, async () => {
              const session = await calls.login(phone, code);
              onSignedIn(session.staff);
            })
          }
        >
          <p role="status">{t('vendorConsole.codeSent', { phone: sentTo })}</p>
          <label className="block space-y-1">
            <span className="font-medium">{t('vendorConsole.codeLabel')}</span>
            <input
              className={fieldClass}
              inputMode="numeric"
              data-testid="vendor-code"
              dir="ltr"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className={primaryButton}
            disabled={busy}
            data-testid="vendor-sign-in"
          >
            {t('vendorConsole.signIn')}
          </button>
        </form>
      )}
      {error && (
        <p
          role="alert"
          data-testid="vendor-sign-in-error"
          className="rounded-xl bg-red-700 p-3 text-white"
        >
          {error}
        </p>
      )}
    </section>
  );
}
