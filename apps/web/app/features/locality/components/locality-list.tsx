import { useTranslator } from '#app/i18n/use-translator.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { BagIllustration } from '#app/ui/illustrations.tsx';
import { LocalityCard, type LocalityCardData } from './locality-card.tsx';

/** The home page's grid of locality cards, or an empty state. */
export function LocalityList({ localities }: { localities: LocalityCardData[] }) {
  const { t } = useTranslator();
  if (localities.length === 0) {
    return (
      <EmptyState
        testId="locality-list-empty"
        illustration={<BagIllustration />}
        title={t('home.emptyTitle')}
        text={t('home.emptyText')}
      />
    );
  }
  return (
    <ul
      data-testid="locality-list"
      className="grid grid-cols-1 gap-4 pb-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {localities.map((locality) => (
        <li key={locality.code}>
          <LocalityCard locality={locality} />
        </li>
      ))}
    </ul>
  );
}
