import type { Cart } from '@souk/contracts/cart';
import { decideQuickAdd } from '@souk/core';
import { Link, useLocation } from 'react-router';
import { ProductImage } from '#app/ui/product-image.tsx';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { focusRing } from '#app/ui/styles.ts';
import { quickAdd } from '../state/cart-store.ts';

/** The price is the button's visible text, so the name ("Add …: €3.50") begins with the product. */
const priceButton = `${focusRing} rounded-full bg-primary-soft px-2 py-1.5 text-center text-sm font-bold whitespace-nowrap text-ink hover:bg-primary hover:text-primary-contrast`;

/** Spec 2 §2: "Product suggestion sections, shown as horizontal lists" (uiControls.computedSections). */
export function CartSuggestions({ cart, format }: { cart: Cart; format: CatalogFormat }) {
  const root = useRootData();
  const { search } = useLocation();
  const sections = cart.uiControls.computedSections.filter((s) => s.products.length > 0);
  if (!root || sections.length === 0) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="cart-suggestions">
      {sections.map((section) => (
        <section key={section.key} aria-label={section.name}>
          <h3 className="mb-2 font-bold">{section.name}</h3>
          {/* Three to a view and snapping by card: at rest no card (nor its price) is cut. */}
          <ul className="relative -mx-1 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto px-1 pb-2">
            {section.products.map((product) => {
              const needsModal = decideQuickAdd(product).result !== 'SUCCESS';
              const link = modalLink(search, 'ProductModal', { productId: product.id });
              const label = format.t('cart.addSuggestion', { product: product.name });
              return (
                <li
                  key={product.id}
                  className="flex w-[calc((100%-1.5rem)/3)] shrink-0 snap-start flex-col gap-1"
                >
                  <ProductImage
                    image={product.image}
                    width={128}
                    height={96}
                    sizes="128px"
                    className="aspect-[4/3] w-full rounded-xl"
                  />
                  <span className="line-clamp-2 text-sm font-medium">{product.name}</span>
                  {needsModal || !product.available ? (
                    <Link
                      to={link.to}
                      state={link.state}
                      preventScrollReset
                      className={priceButton}
                    >
                      <span className="sr-only">{label}: </span>
                      {format.money(product.price)}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      data-testid="cart-suggestion-add"
                      onClick={() =>
                        quickAdd(root.clientConfig, {
                          localityCode: cart.localityCode,
                          vendorId: product.vendorId,
                          productId: product.id,
                          components: [],
                        })
                      }
                      className={priceButton}
                    >
                      <span className="sr-only">{label}: </span>+ {format.money(product.price)}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
