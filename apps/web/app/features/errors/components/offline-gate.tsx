import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { whenIdle } from '#app/lib/when-idle.ts';
import { useOnline } from '../hooks/use-online.ts';
import { OfflineError, preloadOfflineExtras } from './offline-error.tsx';

/**
 * While the browser is offline the page is replaced by the offline screen. Try again, or the
 * connection coming back, returns to the home page of the current locale (spec 1 §2).
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const online = useOnline();
  const navigate = useNavigate();
  const { locale } = useTranslator();
  const wasOffline = useRef(false);
  const home = `/${locale}`;
  useEffect(() => whenIdle(preloadOfflineExtras), []);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
    } else if (wasOffline.current) {
      wasOffline.current = false;
      void navigate(home);
    }
  }, [online, navigate, home]);

  if (online) return children;
  return (
    <main className="min-h-dvh">
      <OfflineError onRetry={() => void navigate(home)} />
    </main>
  );
}
