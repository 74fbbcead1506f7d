import type { FavouriteVendorsPage } from '@souk/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { mergeById } from '#app/lib/merge-vendors.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { focusRing, ghostButton } from '#app/ui/styles.ts';
import { hasMoreFavourites, loadMoreFavouriteVendors } from '../api/load-more-vendors.ts';
import { FavouriteHeart } from '#app/ui/favourite-heart.tsx';
import { FavouriteImage } from './favourite-image.tsx';

interface FavouriteVendorsProps {
  localityCode: string;
  first: FavouriteVendorsPage;
}

/** One locality's favourite vendors, 30 at a time (spec 1 §9 "Favourites page size 30"). */
export function FavouriteVendors({ localityCode, first }: FavouriteVendorsProps) {
  const { t, locale } = useTranslator();
  const config = useRootData()?.clientConfig;
  const [vendors, setVendors] = useState(first.vendors);
  const [page, setPage] = useState(first.page);
  const [total, setTotal] = useState(first.total);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function more() {
    if (!config) return;
    setLoading(true);
    setFailed(false);
    try {
      const next = await loadMoreFavouriteVendors(config, localityCode, page + 1);
      setVendors((shown) => mergeById(shown, next.vendors));
      setPage(next.page);
      setTotal(next.total);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2">
        {vendors.map((vendor) => (
          <li
            key={vendor.id}
            data-testid="favourite-vendor"
            data-vendor-id={vendor.id}
            className="relative flex items-center gap-3 rounded-2xl border border-line p-3"
          >
            <FavouriteImage image={vendor.avatar ?? vendor.image} size={64} />
            <div className="min-w-0 flex-1">
              <Link
                to={`/${locale}/${localityCode}/vendor/${vendor.id}`}
                className={`${focusRing} block truncate rounded-sm font-semibold after:absolute after:inset-0 after:content-['']`}
              >
                {vendor.name}
              </Link>
              <p className="truncate text-sm text-muted">
                {vendor.categories.map((category) => category.name).join(' · ')}
              </p>
            </div>
            <FavouriteHeart kind="vendor" id={vendor.id} name={vendor.name} className="relative" />
          </li>
        ))}
      </ul>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('favourites.failed')}
        </p>
      )}
      {hasMoreFavourites(vendors.length, total) && (
        <button
          type="button"
          disabled={loading}
          onClick={() => void more()}
          data-testid="favourites-more"
          className={`${ghostButton} border border-line`}
        >
          {t('favourites.more')}
        </button>
      )}
    </>
  );
}
