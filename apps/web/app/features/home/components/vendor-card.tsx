import { Link } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { FlameIcon, InfoIcon, StarIcon } from '#app/ui/browsing-icons.tsx';
import { ClockIcon } from '#app/ui/icons.tsx';
import { InfoPopover } from '#app/ui/info-popover.tsx';
import { lazyHydrated } from '#app/ui/lazy-hydrated.tsx';
import type { CardVendor } from '../vendor-card-texts.ts';
import { vendorPath } from '../vendor-path.ts';
import { VendorImage } from './vendor-image.tsx';

/** Server-rendered; its code (and the favourites' fetch) comes when the page is idle. */
const FavouriteHeart = lazyHydrated(() =>
  import('#app/ui/favourite-heart.tsx').then((m) => m.FavouriteHeart),
);

/** Fetched when its popup opens: the code for that comes when the page is idle. */
const VendorProducts = lazyHydrated(() =>
  import('./vendor-products.tsx').then((m) => m.VendorProducts),
);

interface VendorCardProps {
  vendor: CardVendor;
  localityCode: string;
  currency: string;
  /** The first row's images load eagerly (they are the page's largest paint). */
  eager?: boolean;
  /** The first card's cover is the largest paint on phones: fetched first. */
  priority?: boolean;
}

/**
 * Image-led card of the vendor list: the whole card opens the vendor, chips open popups. Its
 * prices and times come formatted (vendor-card-texts.ts).
 */
export function VendorCard({ vendor, localityCode, currency, eager, priority }: VendorCardProps) {
  const { t, locale } = useTranslator();
  const { time, timeTitle, nearest } = vendor.texts;
  const rating = vendor.rating ? vendor.rating.toFixed(1) : null;

  return (
    <article
      data-testid="vendor-card"
      data-closed={vendor.working ? undefined : ''}
      className="vendor-card"
    >
      <div className="vendor-cover">
        <VendorImage
          image={vendor.image}
          width={600}
          height={400}
          eager={eager}
          priority={priority}
        />
        <span className="vendor-type">
          {t(vendor.vendorType === 'STORE' ? 'vendor.card.store' : 'vendor.card.restaurant')}
        </span>
        <FavouriteHeart
          kind="vendor"
          id={vendor.id}
          name={vendor.name}
          className="absolute end-3 top-3"
        />
        {!vendor.working && (
          <p className="vendor-closed">
            {t('vendor.card.closed')} · {nearest}
          </p>
        )}
      </div>
      <div className="flex items-start gap-3 px-4 pt-3">
        <VendorImage image={vendor.avatar} width={64} height={64} className="vendor-avatar" />
        <div className="min-w-0 flex-1">
          <h3 className="vendor-name">
            <Link to={vendorPath(locale, localityCode, vendor.id)}>{vendor.name}</Link>
          </h3>
          <p className="truncate text-sm text-muted">
            {vendor.categories.map((c) => c.name).join(' · ')}
          </p>
        </div>
        <p
          className="vendor-rating"
          role={rating ? 'img' : undefined}
          aria-label={rating ? t('vendor.card.rating', { rating }) : undefined}
        >
          <StarIcon />
          <span aria-hidden={!!rating}>{rating ?? t('vendor.card.new')}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 p-4 pt-3">
        {vendor.working ? (
          <InfoPopover
            name="SelectedDeliveryTimeVendorPopUp"
            label={`${timeTitle}: ${time}`}
            chip={
              <>
                <ClockIcon />
                {time}
              </>
            }
            title={timeTitle}
          >
            <p>{vendor.texts.timeText}</p>
          </InfoPopover>
        ) : (
          <InfoPopover
            name="SelectedVendorNearestDeliveryTimePopUp"
            label={`${t('vendor.card.closed')}, ${nearest}`}
            chip={
              <>
                <ClockIcon />
                {t('vendor.card.closed')}
              </>
            }
            title={t('popup.nearestTitle')}
          >
            <p>{nearest}</p>
          </InfoPopover>
        )}
        <InfoPopover
          name="SelectedMinPriceVendorPopUp"
          chip={vendor.texts.priceChip}
          title={vendor.texts.priceTitle}
        >
          <p>{vendor.texts.minPriceText}</p>
          {vendor.texts.freeFrom && <p>{vendor.texts.freeFrom}</p>}
        </InfoPopover>
        <InfoPopover
          name="SelectedAboutVendorPopUp"
          label={t('vendor.card.about', { vendor: vendor.name })}
          chip={<InfoIcon />}
          title={vendor.name}
        >
          <p className="text-ink">{vendor.description}</p>
          <p>
            {t('popup.address')}: {vendor.street} {vendor.houseNumber}, {vendor.city}
          </p>
          {vendor.texts.cookingTime && <p>{vendor.texts.cookingTime}</p>}
        </InfoPopover>
        <InfoPopover
          name="SelectedVendorProductListPopUp"
          label={t('vendor.card.products', { vendor: vendor.name })}
          chip={
            // An icon of the app's own set with a word: an emoji is an empty box on devices
            // without an emoji font.
            <>
              <FlameIcon />
              {t('vendorPage.popular')}
            </>
          }
          title={t('popup.productsTitle')}
        >
          <VendorProducts vendorId={vendor.id} currency={currency} />
        </InfoPopover>
      </div>
    </article>
  );
}
