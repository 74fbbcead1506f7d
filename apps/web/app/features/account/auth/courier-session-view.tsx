import { maskPhone } from '@souk/core';
import { useState } from 'react';
import type { SimpleKey } from '#app/i18n/types.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState } from '#app/lib/server-state.ts';
import { UserIcon } from '#app/ui/icons.tsx';
import { ghostButton } from '#app/ui/styles.ts';
import { getCourierMe, logoutCourier } from '../api/courier-calls.ts';
import { forgetCourierToken } from '../session/courier-token.ts';

interface CourierSessionViewProps {
  token: string;
  /** The line above the courier's name: a fresh sign-in says so, the side bar names the role. */
  title: SimpleKey;
  testId: string;
  onSignedOut?: () => void;
}

/**
 * Who is signed in as a courier, with sign-out (issue 17: the courier sign-in led nowhere).
 * Until the courier app exists this is where a courier lands; the name and number come from
 * GET /courier/me, so a token the server no longer accepts is dropped instead of shown.
 */
export function CourierSessionView({ token, title, testId, onSignedOut }: CourierSessionViewProps) {
  const { t } = useTranslator();
  const config = useRootData()?.clientConfig;
  const [leaving, setLeaving] = useState(false);
  const me = useServerState(config ? `courier-me:${token}` : null, (signal) => {
    if (!config) throw new Error('No client configuration');
    return getCourierMe(config, token, signal);
  });

  async function signOut() {
    setLeaving(true);
    // Signed out here even when the server cannot be reached: the token is what signs in.
    if (config) await logoutCourier(config, token).catch(() => undefined);
    forgetCourierToken();
    onSignedOut?.();
  }

  return (
    <section data-testid={testId} className="space-y-4">
      <p role="status" className="font-semibold">
        {t(title)}
      </p>
      <div className="flex items-center gap-3">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
          <UserIcon />
        </span>
        <div className="min-w-0 flex-1">
          <p data-testid="courier-name" className="truncate text-lg font-bold">
            {me.status === 'ready' ? me.data.name : '\u00a0'}
          </p>
          <p className="text-sm text-muted">
            {me.status === 'ready' && (
              <bdi dir="ltr" data-testid="courier-phone">
                {maskPhone(me.data.phone)}
              </bdi>
            )}
            {me.status === 'failed' && t('auth.courierUnknown')}
          </p>
        </div>
      </div>
      <button
        type="button"
        disabled={leaving}
        onClick={() => void signOut()}
        className={`${ghostButton} w-full border border-line`}
      >
        {t('auth.courierSignOut')}
      </button>
    </section>
  );
}
