import type { Route } from './+types/reviews';
import { signedInGet } from '#app/features/account/addresses/api/signed-in-get.server.ts';
import { getReviews } from '#app/features/orders/api/get-reviews.ts';
import { ReviewsList } from '#app/features/orders/review/reviews-list.tsx';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { requireLocale } from '#app/lib/locale.server.ts';
import { pageMeta } from '#app/lib/meta.ts';

export async function loader(args: Route.LoaderArgs) {
  await requireLocale(args);
  const { context, request } = args;
  return { reviews: await signedInGet(context, request, getReviews, []) };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, ({ t }) => ({ title: t('reviews.title') })),
  { name: 'robots', content: 'noindex' },
];

/** /menu/reviews: the reviews the customer has written. */
export default function ReviewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslator();
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">{t('reviews.title')}</h1>
      <ReviewsList reviews={loaderData.reviews} />
    </section>
  );
}
