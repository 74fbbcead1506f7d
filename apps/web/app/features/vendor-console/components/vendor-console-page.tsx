import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { VendorStaffMe } from '@souk/contracts/vendor-console';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import type { ClientConfig } from '#app/lib/load-context.ts';
import { vendorCalls, type VendorCalls } from '../api/vendor-calls.ts';
import { useBoard } from '../hooks/use-board.ts';
import { useNewOrderAlert } from '../hooks/use-new-order-alert.ts';
import { smallButton } from './console-styles.ts';
import { OrderBoard } from './order-board.tsx';
import { StaffSignIn } from './staff-sign-in.tsx';
import { StorePanel } from './store-panel.tsx';

/**
 * The console at /{lang}/vendor (no `vendorId`: it sends the staff member on to their vendor)
 * and /{lang}/vendor/{id}/orders. Everything happens in the browser with the staff cookie: the
 * board is private and changes every few seconds, so there is nothing to render on the server.
 */
export function VendorConsolePage({ vendorId }: { vendorId: string | null }) {
  const config = useRootData()?.clientConfig;
  if (!config) return null;
  return <ConsoleForConfig config={config} vendorId={vendorId} />;
}

function ConsoleForConfig({ config, vendorId }: { config: ClientConfig; vendorId: string | null }) {
  const { t, locale } = useTranslator();
  const navigate = useNavigate();
  const calls = useMemo(() => vendorCalls(config), [config]);
  // undefined while asking the server who is signed in; null when nobody is.
  const [me, setMe] = useState<VendorStaffMe | null | undefined>(undefined);

  useEffect(() => {
    // Any failure shows the sign-in: a 401 means nobody is, and a retry starts from there.
    calls.me().then(setMe, () => setMe(null));
  }, [calls]);

  const ownPath = me ? `/${locale}/vendor/${me.vendorId}/orders` : null;
  useEffect(() => {
    // Another vendor's console is not this staff member's: their own is where they belong.
    if (me && ownPath && me.vendorId !== vendorId) void navigate(ownPath, { replace: true });
  }, [me, ownPath, vendorId, navigate]);

  if (me === undefined) return <p className="p-6">{t('vendorConsole.loading')}</p>;
  if (me === null) return <StaffSignIn calls={calls} onSignedIn={setMe} />;
  if (me.vendorId !== vendorId) return <p className="p-6">{t('vendorConsole.loading')}</p>;
  return (
    <ConsoleBoard
      calls={calls}
      staff={me}
      onSignedOut={() => {
        void calls.logout().finally(() => setMe(null));
      }}
      onSessionEnded={() => setMe(null)}
    />
  );
}

function ConsoleBoard({
  calls,
  staff,
  onSignedOut,
  onSessionEnded,
}: {
  calls: VendorCalls;
  staff: VendorStaffMe;
  onSignedOut: () => void;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslator();
  const { board, signedOut, refresh } = useBoard(calls, staff.vendorId);
  const title = t('vendorConsole.boardTitle', { vendor: staff.vendorName });
  const newCount = useNewOrderAlert(board?.orders ?? null, title);

  useEffect(() => {
    if (signedOut) onSessionEnded();
  }, [signedOut, onSessionEnded]);

  return (
    <main className="space-y-4 p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-muted text-sm">{t('vendorConsole.liveNote')}</p>
        </div>
        <p
          className="rounded-full bg-primary px-4 py-1.5 font-bold text-primary-contrast"
          data-testid="vendor-new-badge"
          aria-live="polite"
        >
          {t('vendorConsole.newOrdersBadge', { count: newCount })}
        </p>
        <button type="button" className={smallButton} onClick={onSignedOut}>
          {t('vendorConsole.signOut')}
        </button>
      </header>
      {board ? (
        <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
          <OrderBoard board={board} calls={calls} onChanged={refresh} />
          <StorePanel vendor={board.vendor} calls={calls} onChanged={refresh} />
        </div>
      ) : (
        <p>{t('vendorConsole.loading')}</p>
      )}
    </main>
  );
}
