import { Link, useLocation, useRouteLoaderData } from 'react-router';
import type { HomeData } from '#app/features/home/home-data.ts';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { FilterIcon, SearchIcon } from '#app/ui/browsing-icons.tsx';
import { catchTyping } from '#app/ui/typing-catcher.ts';
import { ghostButton } from '#app/ui/styles.ts';

/** The locality home's data as its loader gives it (see routes/locality-home.tsx). */
type LocalityHomeData = { kind: 'single' } | ({ kind: 'default' } & HomeData);

/** What the header needs from the locality home's data (absent on other pages). */
function useLocalityPage(): { single: boolean; hasCategories: boolean } | null {
  const data = useRouteLoaderData<LocalityHomeData>('locality-home');
  if (!data) return null;
  return {
    single: data.kind === 'single',
    hasCategories: data.kind === 'default' && data.categories.tree.length > 0,
  };
}

/**
 * Spec 1 §2 header icons on a locality home: vendor search (DEFAULT) or product search
 * (SINGLE_VENDOR), and the filter icon with the count of picked categories (DEFAULT, and only
 * when categories exist).
 */
export function BrowseActions() {
  const { t, plural } = useTranslator();
  const { search } = useLocation();
  const page = useLocalityPage();
  if (!page) return null;
  const { single } = page;
  const searchLink = modalLink(search, single ? 'ProductSearch' : 'HeaderSearch');
  const filterLink = modalLink(search, 'MainFilter');
  const picked = new Set(
    new URLSearchParams(search).getAll('category').flatMap((value) => value.split(',')),
  ).size;

  return (
    <>
      <Link
        to={searchLink.to}
        state={searchLink.state}
        preventScrollReset
        onClick={catchTyping}
        aria-haspopup="dialog"
        data-testid="header-search"
        className={`${ghostButton} md:min-w-56 md:justify-start md:border md:border-line md:text-muted`}
      >
        <SearchIcon />
        <span className="sr-only md:not-sr-only">
          {single ? t('search.title') : t('search.placeholder')}
        </span>
      </Link>
      {!single && page.hasCategories && (
        <Link
          to={filterLink.to}
          state={filterLink.state}
          preventScrollReset
          aria-haspopup="dialog"
          data-testid="header-filter"
          className={`${ghostButton} relative`}
        >
          <FilterIcon />
          <span className="sr-only">
            {t('filters.open')}
            {picked > 0 && `, ${plural('filters.picked', picked)}`}
          </span>
          {picked > 0 && (
            <span
              aria-hidden="true"
              data-testid="header-filter-count"
              className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs leading-5 font-bold text-primary-contrast"
            >
              {picked}
            </span>
          )}
        </Link>
      )}
    </>
  );
}
