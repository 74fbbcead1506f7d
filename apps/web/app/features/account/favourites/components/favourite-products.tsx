import type { ProductResponse } from '@souk/contracts';
import { FavouriteHeart } from '#app/ui/favourite-heart.tsx';
import { FavouriteImage } from './favourite-image.tsx';

/** The favourite products: picture, name, the vendor that sells it and the heart. */
export function FavouriteProducts({ products }: { products: ProductResponse[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {products.map((product) => (
        <li
          key={product.id}
          data-testid="favourite-product"
          data-product-id={product.id}
          className="flex items-center gap-3 rounded-2xl border border-line p-3"
        >
          <FavouriteImage image={product.image} size={64} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{product.name}</p>
            <p className="truncate text-sm text-muted">{product.vendor.name}</p>
          </div>
          <FavouriteHeart kind="product" id={product.id} name={product.name} className="relative" />
        </li>
      ))}
    </ul>
  );
}
