import { BOARD_COLUMNS, type BoardColumn, type VendorBoard } from '@souk/contracts/vendor-console';
import { useTranslator } from '#app/i18n/use-translator.ts';
import type { SimpleKey } from '#app/i18n/types.ts';
import type { VendorCalls } from '../api/vendor-calls.ts';
import { OrderCard } from './order-card.tsx';

const COLUMN_TITLES: Record<BoardColumn, SimpleKey> = {
  new: 'vendorConsole.column.new',
  accepted: 'vendorConsole.column.accepted',
  preparing: 'vendorConsole.column.preparing',
  ready: 'vendorConsole.column.ready',
};

/** The kitchen's four columns, oldest order first in each. */
export function OrderBoard({
  board,
  calls,
  onChanged,
}: {
  board: VendorBoard;
  calls: VendorCalls;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslator();
  return (
    <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {BOARD_COLUMNS.map((column) => {
        const orders = board.orders.filter((order) => order.column === column);
        const titleId = `vendor-column-${column}`;
        return (
          <section
            key={column}
            aria-labelledby={titleId}
            className="space-y-3 rounded-2xl bg-canvas p-3"
            data-testid={`vendor-column-${column}`}
          >
            <h2 id={titleId} className="text-lg font-bold">
              {t(COLUMN_TITLES[column])} <span className="text-muted">({orders.length})</span>
            </h2>
            {orders.length === 0 ? (
              <p className="text-muted">{t('vendorConsole.emptyColumn')}</p>
            ) : (
              orders.map((order) => (
                <OrderCard
                  key={order.orderId}
                  order={order}
                  vendorId={board.vendor.id}
                  calls={calls}
                  onChanged={onChanged}
                />
              ))
            )}
          </section>
        );
      })}
    </div>
  );
}
