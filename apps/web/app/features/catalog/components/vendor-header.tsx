import type { VendorDetail } from '@souk/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/use-modal.ts';
import { ArrowIcon, ChevronIcon } from '#app/ui/icons.tsx';
import { focusRing } from '#app/ui/styles.ts';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { FlameIcon } from '#app/ui/browsing-icons.tsx';
import { ScooterIcon, BasketIcon, StarIcon, TimerIcon } from './catalog-icons.tsx';
import { ProductImage } from '#app/ui/product-image.tsx';
import { VendorWorkingHours } from './vendor-working-hours.tsx';

interface VendorHeaderProps {
  vendor: VendorDetail;
  format: CatalogFormat;
  /** The single-vendor home names the vendor in the site header already: no cover there. */
  compact?: boolean;
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-2xl bg-canvas px-3 py-2">
      <span className="text-primary">{icon}</span>
      <dl className="min-w-0">
        <dt className="text-xs text-muted">{label}</dt>
        <dd className="truncate text-sm font-semibold tabular-nums">{value}</dd>
      </dl>
    </div>
  );
}

/**
 * The vendor page's header: cover, avatar, name, rating, delivery time and price, minimum
 * order, working hours, and when it is closed, when it next delivers (spec 1 §4).
 */
export function VendorHeader({ vendor, format, compact }: VendorHeaderProps) {
  const { t } = format;
  const { search } = useLocation();
  const popular = modalLink(search, 'PopularProducts', { vendor: vendor.id });
  const rating = vendor.rating === null ? null : vendor.rating.toFixed(1);

  return (
    <header data-testid="vendor-header" className="flex flex-col gap-4">
      {!compact && (
        <div className="relative -mx-4 sm:mx-0">
          <ProductImage
            image={vendor.image}
            width={600}
            height={300}
            sizes="(min-width: 1152px) 1152px, 100vw"
            eager
            priority
            className="aspect-[16/9] w-full sm:aspect-[3/1] sm:rounded-3xl"
          />
          {vendor.avatar && (
            <ProductImage
              image={vendor.avatar}
              width={64}
              height={64}
              sizes="64px"
              eager
              className="absolute -bottom-8 start-4 size-16 rounded-2xl border-4 border-surface shadow-md sm:start-6 sm:size-20"
            />
          )}
        </div>
      )}
      <div className={`flex flex-col gap-3 ${compact || !vendor.avatar ? '' : 'pt-8'}`}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1
            data-testid="vendor-name"
            className={`font-extrabold text-balance ${compact ? 'text-2xl sm:text-3xl' : 'text-3xl sm:text-4xl'}`}
          >
            {vendor.name}
          </h1>
          <span className="rounded-full bg-canvas px-2.5 py-0.5 text-xs font-semibold text-muted">
            {t(vendor.vendorType === 'STORE' ? 'vendorPage.store' : 'vendorPage.restaurant')}
          </span>
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {rating ? (
            <span className="inline-flex items-center gap-1 font-semibold text-ink">
              <StarIcon className="size-4 text-accent" />
              <span aria-label={t('vendorPage.rating', { rating })}>{rating}</span>
              <span className="font-normal text-muted">
                ({format.plural('vendorPage.ratingCount', vendor.ratingCount)})
              </span>
            </span>
          ) : (
            <span className="font-semibold text-ink">{t('vendorPage.newVendor')}</span>
          )}
          {vendor.categories.length > 0 && (
            <span>{vendor.categories.map((category) => category.name).join(' · ')}</span>
          )}
        </p>
        {vendor.description && (
          <p className="max-w-3xl text-pretty text-muted">{vendor.description}</p>
        )}
      </div>

      {!vendor.working && (
        <div
          role="status"
          data-testid="vendor-closed"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-primary/30 bg-primary-soft px-4 py-3"
        >
          <strong className="font-bold">{t('vendorPage.closedNow')}</strong>
          <span>{format.nearestDelivery(vendor.timeAvailability.nearestDelivery)}</span>
        </div>
      )}

      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Fact
          icon={<TimerIcon className="size-5" />}
          label={t('vendorPage.deliveryTime')}
          value={format.duration(vendor.deliveryTime)}
        />
        <Fact
          icon={<ScooterIcon className="size-5" />}
          label={t('vendorPage.deliveryPrice')}
          value={
            vendor.deliveryPrice === 0
              ? t('vendorPage.freeDelivery')
              : format.money(vendor.deliveryPrice)
          }
        />
        <Fact
          icon={<BasketIcon className="size-5" />}
          label={t('vendorPage.minOrder')}
          value={format.money(vendor.minOrderPrice)}
        />
        {vendor.popularProducts.length > 0 && (
          <Link
            to={popular.to}
            state={popular.state}
            preventScrollReset
            data-testid="vendor-popular"
            className={`${focusRing} group flex min-h-11 items-center gap-2 rounded-2xl bg-primary-soft px-3 py-2 font-semibold text-ink hover:bg-primary hover:text-primary-contrast aria-busy:animate-pulse aria-busy:cursor-progress`}
          >
            <FlameIcon className="size-5 text-primary group-hover:text-primary-contrast" />
            {t('vendorPage.popular')}
            <ArrowIcon className="ms-auto size-4" />
          </Link>
        )}
      </div>
      {vendor.freeDeliveryFrom !== null && vendor.deliveryPrice > 0 && (
        <p className="text-sm text-muted">
          {t('vendorPage.freeDeliveryFrom', { price: format.money(vendor.freeDeliveryFrom) })}
        </p>
      )}
      {vendor.workingHours.length > 0 && (
        <details className="group rounded-2xl border border-line px-4 py-1 text-sm">
          <summary
            className={`${focusRing} flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg font-semibold`}
          >
            <span>
              {t('vendorPage.workingHours')}
              <span className="ms-2 font-normal text-muted">
                {t(vendor.working ? 'vendorPage.openNow' : 'vendorPage.closedNow')}
              </span>
            </span>
            <ChevronIcon className="size-4 transition group-open:rotate-180" />
          </summary>
          <div className="pb-3">
            <VendorWorkingHours hours={vendor.workingHours} />
            {(vendor.street || vendor.city) && (
              <p className="mt-3">
                <span className="text-muted">{t('vendorPage.address')}: </span>
                {[`${vendor.street} ${vendor.houseNumber}`.trim(), vendor.city]
                  .filter(Boolean)
                  .join(', ')}
              </p>
            )}
          </div>
        </details>
      )}
    </header>
  );
}
