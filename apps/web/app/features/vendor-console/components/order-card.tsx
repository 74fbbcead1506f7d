import { useState } from 'react';
import type { BoardOrder } from '@souk/contracts/vendor-console';
import { formatPrice } from '@souk/core';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton } from '#app/ui/styles.ts';
import type { VendorCalls } from '../api/vendor-calls.ts';
import { consoleErrorKey } from '../console-errors.ts';
import { EditOrderForm } from './edit-order-form.tsx';
import { fieldClass, smallButton } from './console-styles.ts';

interface OrderCardProps {
  order: BoardOrder;
  vendorId: string;
  calls: VendorCalls;
  /** Reads the board again once an action is done (or refused: the order may have moved). */
  onChanged: () => Promise<void>;
}

const DEFAULT_MINUTES = 20;

/** One order on the board, with what the kitchen can do with it at its step. */
export function OrderCard({ order, vendorId, calls, onChanged }: OrderCardProps) {
  const { t, locale } = useTranslator();
  const [minutes, setMinutes] = useState(String(DEFAULT_MINUTES));
  const [declining, setDeclining] = useState(false);
  const [editing, setEditing] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => formatPrice(minor, order.currencyCode, locale);
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setDeclining(false);
      setEditing(false);
    } catch (failure) {
      setError(t(consoleErrorKey(failure)));
    } finally {
      setBusy(false);
      await onChanged();
    }
  };
  const id = order.orderId;
  const number = t('vendorConsole.orderNumber', { number: order.orderNumber });

  return (
    <article
      className="space-y-2 rounded-xl border border-line bg-surface p-4 shadow-sm"
      aria-label={number}
      data-testid="vendor-order"
      data-order-id={id}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold">{number}</h3>
        <span className="text-muted text-sm">
          {t(
            order.receiptType === 'TAKEAWAY' ? 'vendorConsole.takeaway' : 'vendorConsole.delivery',
          )}
          {' · '}
          {t(order.paymentType === 'ONLINE' ? 'vendorConsole.card' : 'vendorConsole.cash')}
        </span>
      </header>
      {order.preorderDateTime && (
        <p className="font-medium">
          {t('vendorConsole.preorderFor', { time: order.preorderDateTime.replace('T', ' ') })}
        </p>
      )}
      {order.readyBy && !order.readyAt && (
        <p className="font-medium">{t('vendorConsole.readyBy', { time: time(order.readyBy) })}</p>
      )}
      <ul className="space-y-1">
        {order.lines.map((line) => (
          <li key={line.index}>
            <span className="font-semibold" dir="ltr">
              {line.count}×
            </span>{' '}
            {line.name}
            {line.components.length > 0 && (
              <span className="text-muted"> ({line.components.map((c) => c.name).join(', ')})</span>
            )}
            {line.comment && <span className="text-muted block text-sm">“{line.comment}”</span>}
          </li>
        ))}
      </ul>
      {order.utensils > 0 && <p>{t('vendorConsole.utensils', { count: order.utensils })}</p>}
      {order.address && <p className="text-muted text-sm">{order.address}</p>}
      <p className="font-semibold">
        {t('vendorConsole.total', { total: money(order.finalTotal) })}
      </p>

      {order.column === 'new' && !declining && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => calls.accept(vendorId, id, Number(minutes)));
          }}
        >
          <label className="grow space-y-1">
            <span className="block text-sm font-medium">
              {t('vendorConsole.preparationMinutes')}
            </span>
            <input
              className={fieldClass}
              type="number"
              data-testid="vendor-minutes"
              min={1}
              max={720}
              required
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className={primaryButton}
            disabled={busy}
            data-testid="vendor-accept"
          >
            {t('vendorConsole.accept')}
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={busy}
            onClick={() => setDeclining(true)}
          >
            {t('vendorConsole.decline')}
          </button>
        </form>
      )}
      {declining && (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => calls.decline(vendorId, id, reason));
          }}
        >
          <label className="block space-y-1">
            <span className="text-sm font-medium">{t('vendorConsole.declineReason')}</span>
            <textarea
              className={fieldClass}
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButton} disabled={busy}>
              {t('vendorConsole.confirmDecline')}
            </button>
            <button type="button" className={smallButton} onClick={() => setDeclining(false)}>
              {t('vendorConsole.cancel')}
            </button>
          </div>
        </form>
      )}
      {editing && (
        <EditOrderForm
          order={order}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSave={(changes) =>
            void run(async () => {
              const edited = await calls.edit(vendorId, id, { changes });
              setNotice(
                t('vendorConsole.edited', {
                  number: order.orderNumber,
                  total: money(edited.newTotal),
                }),
              );
            })
          }
        />
      )}
      {!editing && order.column !== 'new' && (
        <div className="flex flex-wrap gap-2">
          {order.column === 'accepted' && (
            <button
              type="button"
              className={smallButton}
              disabled={busy}
              onClick={() => void run(() => calls.act(vendorId, id, 'start-preparing'))}
              data-testid="vendor-start-preparing"
            >
              {t('vendorConsole.startPreparing')}
            </button>
          )}
          {(order.column === 'accepted' || order.column === 'preparing') && (
            <>
              <button
                type="button"
                className={primaryButton}
                disabled={busy}
                onClick={() => void run(() => calls.act(vendorId, id, 'ready'))}
                data-testid="vendor-ready"
              >
                {t('vendorConsole.markReady')}
              </button>
              <button
                type="button"
                className={smallButton}
                disabled={busy}
                onClick={() => setEditing(true)}
              >
                {t('vendorConsole.edit')}
              </button>
            </>
          )}
          {order.column === 'ready' && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => void run(() => calls.act(vendorId, id, 'hand-over'))}
              data-testid="vendor-hand-over"
            >
              {t('vendorConsole.handOver')}
            </button>
          )}
        </div>
      )}
      {notice && <p role="status">{notice}</p>}
      {error && (
        <p
          role="alert"
          data-testid="vendor-order-error"
          className="rounded-xl bg-red-700 p-3 text-white"
        >
          {error}
        </p>
      )}
    </article>
  );
}
