import type { Card } from '@souk/contracts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ConfirmAction } from '#app/ui/confirm-action.tsx';
import { ghostButton } from '#app/ui/styles.ts';
import { CardIcon, TrashIcon } from '../../addresses/components/account-icons.tsx';
import { cardNumberText } from '../card-number.ts';

interface CardListProps {
  cards: Card[];
  busy: boolean;
  onMakeDefault: (id: string) => void;
  onUnbind: (id: string) => Promise<void>;
}

/** Spec 1 §3 "Card": the masked number ("broken card" if missing) and the default flag. */
export function CardList({ cards, busy, onMakeDefault, onUnbind }: CardListProps) {
  const { t } = useTranslator();
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line" data-testid="card-list">
      {cards.map((card) => {
        const number = cardNumberText(card.maskedCardNumber);
        const label = number ?? t('cards.broken');
        return (
          <li
            key={card.id}
            data-testid="card-item"
            data-card-id={card.id}
            data-default={card.default ? 'true' : 'false'}
            className="flex flex-wrap items-center gap-3 p-4"
          >
            <CardIcon className={`size-7 shrink-0 ${number ? 'text-primary' : 'text-muted'}`} />
            <p className="min-w-0 flex-1 font-semibold" data-testid="card-number">
              <span dir="ltr">{label}</span>
            </p>
            {card.default ? (
              <span className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-primary">
                {t('cards.default')}
              </span>
            ) : (
              <button
                type="button"
                disabled={busy}
                aria-label={t('cards.makeDefault', { card: label })}
                onClick={() => onMakeDefault(card.id)}
                data-testid="card-make-default"
                className={`${ghostButton} border border-line text-sm`}
              >
                {t('cards.setDefault')}
              </button>
            )}
            <ConfirmAction
              trigger={<TrashIcon />}
              triggerLabel={t('cards.unbind', { card: label })}
              question={t('cards.unbindConfirm')}
              confirmLabel={t('cards.unbindYes')}
              cancelLabel={t('cards.cancel')}
              onConfirm={() => onUnbind(card.id)}
              testId="card-unbind"
            />
          </li>
        );
      })}
    </ul>
  );
}
