import type { Product } from '@souk/contracts';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';

const FACTS = ['calories', 'proteins', 'fats', 'carbohydrates'] as const;

interface NutritionFactsProps {
  facts: Product['nutritionFacts'];
  format: CatalogFormat;
}

/** Energy in kcal (the label names the unit), the rest in grams; only the facts given. */
export function NutritionFacts({ facts, format }: NutritionFactsProps) {
  if (!facts) return null;
  const number = new Intl.NumberFormat(format.locale, { maximumFractionDigits: 1 });
  const rows = FACTS.flatMap((fact) => {
    const value = facts[fact];
    if (value === undefined) return [];
    return [{ fact, shown: fact === 'calories' ? number.format(value) : format.grams(value) }];
  });
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="nutrition-title" data-testid="product-nutrition">
      <h4 id="nutrition-title" className="mb-2 text-sm font-bold">
        {format.t('product.nutrition')}
      </h4>
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        {rows.map(({ fact, shown }) => (
          <div key={fact} className="rounded-xl bg-canvas px-1 py-2">
            <dt className="text-xs text-muted">{format.t(`product.${fact}`)}</dt>
            <dd className="text-sm font-semibold tabular-nums">{shown}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
