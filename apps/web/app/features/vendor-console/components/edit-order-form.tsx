import { useState } from 'react';
import type { BoardOrder, EditOrderBody } from '@souk/contracts/vendor-console';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { fieldClass, smallButton } from './console-styles.ts';

/** Lower a line's count, or set it to 0 to remove it; the server prices the result. */
export function EditOrderForm({
  order,
  busy,
  onSave,
  onCancel,
}: {
  order: BoardOrder;
  busy: boolean;
  onSave: (changes: EditOrderBody['changes']) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslator();
  const [counts, setCounts] = useState(() => order.lines.map((line) => line.count));
  const changes = order.lines
    .map((line) => ({ index: line.index, count: counts[line.index] ?? line.count }))
    .filter((change, index) => change.count !== order.lines[index]?.count);

  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (changes.length > 0) onSave(changes);
      }}
    >
      {order.lines.map((line) => (
        <label key={line.index} className="flex items-center justify-between gap-3">
          <span>{t('vendorConsole.lineCount', { name: line.name })}</span>
          <input
            className={`${fieldClass} w-20`}
            type="number"
            min={0}
            max={line.count}
            value={counts[line.index] ?? line.count}
            onChange={(event) => {
              const next = [...counts];
              next[line.index] = Math.max(0, Math.min(line.count, Number(event.target.value)));
              setCounts(next);
            }}
          />
        </label>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={busy || changes.length === 0}>
          {t('vendorConsole.saveEdit')}
        </button>
        <button type="button" className={smallButton} onClick={onCancel}>
          {t('vendorConsole.cancel')}
        </button>
      </div>
    </form>
  );
}
