import { useState } from 'react';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { Dialog } from '#app/ui/dialog.tsx';
import { ghostButton, primaryButton, textLink } from '#app/ui/styles.ts';
import { deleteCustomer, logoutCustomer } from '../api/customer-session.ts';
import { clearAccountState } from '../session/clear-account-state.ts';
import { useToast } from '../toast/use-toast.tsx';

/**
 * Spec 1 §4: logout or deletion clears the account's kept state, then goes to the home page,
 * which loads signed out (a full page load: every in-memory list starts over).
 */
function leave(locale: string) {
  clearAccountState();
  window.location.assign(`/${locale}`);
}

/**
 * Spec 1 §2 profile layout: the logout button and the delete-account link. The native app
 * wrapper has no logout here (spec 1: hidden in a native web view).
 */
export function AccountActions({ showLogout = true }: { showLogout?: boolean }) {
  const { t, locale } = useTranslator();
  const config = useRootData()?.clientConfig;
  const { toast, show } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = (action: typeof logoutCustomer) => {
    if (!config || busy) return;
    setBusy(true);
    action(config)
      .then(() => leave(locale))
      .catch(() => {
        setBusy(false);
        show(t('auth.somethingWentWrong'));
      });
  };

  return (
    <div className="space-y-2">
      {showLogout && (
        <button
          type="button"
          data-testid="profile-logout"
          disabled={busy}
          onClick={() => run(logoutCustomer)}
          className={`${ghostButton} w-full border border-line`}
        >
          {t('profile.logout')}
        </button>
      )}
      <p className="text-center">
        <button
          type="button"
          data-testid="profile-delete"
          onClick={() => setConfirming(true)}
          className={`${textLink} min-h-11 text-sm text-muted`}
        >
          {t('profile.deleteAccount')}
        </button>
      </p>
      {confirming && (
        <Dialog
          title={t('profile.deleteTitle')}
          closeLabel={t('modal.close')}
          onClose={() => setConfirming(false)}
          placement="center"
          testId="delete-account-dialog"
        >
          <div className="space-y-5 p-5">
            <p>{t('profile.deleteText')}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button type="button" onClick={() => setConfirming(false)} className={ghostButton}>
                {t('profile.cancel')}
              </button>
              <button
                type="button"
                data-testid="delete-account-confirm"
                disabled={busy}
                onClick={() => run(deleteCustomer)}
                className={`${primaryButton} bg-red-700`}
              >
                {t('profile.deleteConfirm')}
              </button>
            </div>
            {toast}
          </div>
        </Dialog>
      )}
      {!confirming && toast}
    </div>
  );
}
