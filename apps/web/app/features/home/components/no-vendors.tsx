import { Link } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { BagIllustration } from '#app/ui/illustrations.tsx';
import { primaryButton } from '#app/ui/styles.ts';

interface NoVendorsProps {
  localityName: string;
  /** The query that drops every filter, when filters emptied the list; null when none is set. */
  reset: string | null;
}

/**
 * The locality home without vendors: none match the filters (with a way back), or none
 * deliver here at all. Loaded only when the list is empty.
 */
export default function NoVendors({ localityName, reset }: NoVendorsProps) {
  const { t } = useTranslator();
  if (reset !== null) {
    return (
      <EmptyState
        testId="no-matching-vendors"
        illustration={<BagIllustration />}
        title={t('home.noMatchTitle')}
        text={t('home.noMatchText')}
      >
        <Link
          to={{ search: reset ? `?${reset}` : '' }}
          preventScrollReset
          className={primaryButton}
        >
          {t('home.resetFilters')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      testId="no-vendors"
      illustration={<BagIllustration />}
      title={t('home.noVendorsTitle')}
      text={t('home.noVendorsText', { locality: localityName })}
    />
  );
}
