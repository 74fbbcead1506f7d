import { useTranslator } from '#app/i18n/use-translator.ts';
import type { TrackingConnection } from './tracking-client.ts';

const TEXT = {
  connecting: 'orders.live.connecting',
  connected: 'orders.live.connected',
  reconnecting: 'orders.live.reconnecting',
  stopped: 'orders.live.stopped',
} as const;

/**
 * Whether the page is following the order live (spec 2 §4: the channel "reports connected or
 * not"), so a customer on a bad connection knows the status shown may be behind.
 */
export function TrackingStatus({ connection }: { connection: TrackingConnection }) {
  const { t } = useTranslator();
  const connected = connection === 'connected';
  return (
    <p
      role="status"
      data-testid="tracking-connection"
      data-state={connected ? 'connected' : 'disconnected'}
      className="text-muted flex items-center gap-2 text-sm"
    >
      <span
        aria-hidden="true"
        className={`inline-block size-2.5 shrink-0 rounded-full ${
          connected ? 'bg-green-600' : connection === 'stopped' ? 'bg-red-700' : 'bg-amber-500'
        }`}
      />
      {t(TEXT[connection])}
    </p>
  );
}
