import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { useCustomer } from '#app/lib/use-customer.ts';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { focusRing } from './styles.ts';
import { favouriteStore, type FavouriteKind } from '#app/lib/favourites/favourite-store.ts';

const sync = () => import('#app/lib/favourites/favourites-sync.ts');

interface FavouriteHeartProps {
  kind: FavouriteKind;
  id: string;
  /** The vendor's or product's name, for the button's label. */
  name: string;
  /** Where the heart sits on its card (positioning classes). */
  className?: string;
}

const control = `${focusRing} inline-flex size-11 items-center justify-center rounded-full bg-surface/95 text-primary shadow-sm transition hover:scale-105`;

/** The single-vendor home has no favourites (spec 1 §6: DEFAULT flow only). */
function useSingleVendorHome(): boolean {
  const home: unknown = useRouteLoaderData('locality-home');
  return typeof home === 'object' && home !== null && 'kind' in home && home.kind === 'single';
}

/**
 * Heart of a vendor card or product item (spec 1 §6: favourites are for signed-in customers in
 * the DEFAULT flow). A visitor's heart opens sign-in. Loaded with `lazyHydrated`: the server
 * renders it, its code arrives once the page is idle. It reads no favourites itself: they come
 * with the account's lists, loaded whenever the page gets its customer (load-account-lists.ts).
 */
export function FavouriteHeart({ kind, id, name, className = '' }: FavouriteHeartProps) {
  const { t } = useTranslator();
  const customer = useCustomer();
  const config = useRootData()?.clientConfig;
  const { search } = useLocation();
  const single = useSingleVendorHome();
  const state = useSyncExternalStore(
    favouriteStore.subscribe,
    () => favouriteStore.state(kind, id),
    () => 0,
  );
  const on = (state & 1) !== 0;
  const [failed, setFailed] = useState(false);
  const signedIn = Boolean(customer && config);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), 3000);
    return () => clearTimeout(timer);
  }, [failed]);

  if (single) return null;
  const label = t('favourites.add', { name });
  const heart = (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      stroke="currentColor"
      strokeWidth="1.8"
      fill={on ? 'currentColor' : 'none'}
    >
      <path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20Z" />
    </svg>
  );

  if (!signedIn || !config) {
    const link = modalLink(search, 'AuthModal');
    return (
      <span className={`z-10 ${className}`}>
        <Link
          to={link.to}
          state={link.state}
          preventScrollReset
          aria-label={label}
          data-testid="favourite-heart"
          className={control}
        >
          {heart}
        </Link>
      </span>
    );
  }

  async function toggle(settings: NonNullable<typeof config>) {
    const kept = await (await sync()).toggleFavourite(settings, kind, id);
    setFailed(!kept);
  }

  return (
    <span className={`z-10 ${className}`}>
      <button
        type="button"
        aria-pressed={on}
        aria-label={label}
        data-testid="favourite-heart"
        data-synced={state & 2 ? 'true' : undefined}
        onClick={() => void toggle(config)}
        className={control}
      >
        {heart}
      </button>
      {failed && (
        <span
          role="alert"
          className="absolute end-0 top-12 w-48 rounded-xl bg-red-700 p-2 text-xs text-white"
        >
          {t('favourites.failed')}
        </span>
      )}
    </span>
  );
}
