import type { Section } from '@souk/contracts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import { BagIllustration } from '#app/ui/illustrations.tsx';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { TimerIcon } from './catalog-icons.tsx';
import { ProductListItem, type ProductLayout } from './product-list-item.tsx';
import { sectionElementId } from './section-nav.tsx';

interface CatalogSectionsProps {
  sections: readonly Section[];
  layout: ProductLayout;
  format: CatalogFormat;
  /**
   * While the whole vendor is closed its header already says when it delivers next, so only
   * sections with hours of their own repeat it.
   */
  vendorWorking: boolean;
}

const GRID: Record<ProductLayout, string> = {
  card: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5',
  row: 'grid gap-3 md:grid-cols-2',
};

/** The vendor's sections in order, each with its products and, outside its hours, when it opens. */
export function CatalogSections({ sections, layout, format, vendorWorking }: CatalogSectionsProps) {
  if (sections.length === 0) {
    return (
      <EmptyState
        testId="catalog-empty"
        illustration={<BagIllustration />}
        title={format.t('catalogue.emptyTitle')}
        text={format.t('catalogue.emptyText')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section, sectionIndex) => {
        const headingId = `${sectionElementId(section.id)}-title`;
        const closed =
          !section.timeAvailability.available && (vendorWorking || section.workingHours !== null);
        return (
          <section
            key={section.id}
            id={sectionElementId(section.id)}
            aria-labelledby={headingId}
            tabIndex={-1}
            data-testid="catalog-section"
            className="scroll-mt-32 outline-none"
          >
            <div className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h2 id={headingId} className="text-xl font-extrabold sm:text-2xl">
                {section.name}
              </h2>
              {closed && (
                <p
                  data-testid="section-availability"
                  className="inline-flex items-center gap-1 rounded-full bg-canvas px-3 py-1 text-sm font-medium text-muted"
                >
                  <TimerIcon className="size-4" />
                  {format.sectionAvailability(section.timeAvailability.nearestDelivery)}
                </p>
              )}
            </div>
            <div className={GRID[layout]}>
              {section.products.map((product, index) => (
                <ProductListItem
                  key={product.id}
                  product={product}
                  format={format}
                  layout={layout}
                  showTimeAvailability={!closed && vendorWorking}
                  eagerImage={sectionIndex === 0 && index < 4}
                />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
