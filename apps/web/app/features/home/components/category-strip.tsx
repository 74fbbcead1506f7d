import type { Category } from '@souk/contracts';
import { Link, useLocation } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { readHomeFilters, withCategories } from '../home-filters.ts';
import { VendorImage } from './vendor-image.tsx';

/** The top categories as one-tap toggles; the full tree is in the MainFilter modal. */
export function CategoryStrip({ categories }: { categories: Category[] }) {
  const { t } = useTranslator();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const picked = readHomeFilters(params).categories;

  return (
    <nav aria-label={t('home.categoriesTitle')}>
      <ul className="scroll-row pb-2">
        {categories.map(({ id, name, image }) => {
          const on = picked.includes(id);
          const next = withCategories(
            params,
            on ? picked.filter((p) => p !== id) : [...picked, id],
          );
          return (
            <li key={id}>
              <Link
                to={`?${next.toString()}`}
                preventScrollReset
                aria-current={on ? 'true' : undefined}
                data-testid="category-chip"
                className="pill category-chip ps-4"
              >
                <VendorImage image={image} width={96} height={96} />
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
