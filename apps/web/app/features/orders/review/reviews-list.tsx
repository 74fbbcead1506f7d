import { useTranslator } from '#app/i18n/use-translator.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import type { CustomerReview } from '../api/get-reviews.ts';
import { OrdersIcon } from '../order-icons.tsx';

function Part({ label, part }: { label: string; part: CustomerReview['vendorReview'] }) {
  const { t } = useTranslator();
  if (!part) return null;
  return (
    <p>
      <span className="font-semibold">{label}: </span>
      {t('review.stars', { count: part.rating })}
      {part.text && <span className="text-muted block">{part.text}</span>}
    </p>
  );
}

/** The customer's reviews (spec 1 §7 GET /customer/me/reviews), newest first. */
export function ReviewsList({ reviews }: { reviews: CustomerReview[] }) {
  const { t } = useTranslator();
  if (reviews.length === 0) {
    return (
      <EmptyState
        illustration={<OrdersIcon className="size-16" />}
        title={t('reviews.emptyTitle')}
        text={t('reviews.emptyText')}
        testId="reviews-empty"
      />
    );
  }
  return (
    <ul className="space-y-3">
      {reviews.map((review) => (
        <li
          key={review.orderId}
          data-testid="review-row"
          className="border-line space-y-1 rounded-2xl border p-4"
        >
          <p className="font-semibold">
            {review.vendorName} · {t('orders.number', { number: review.orderNumber })}
          </p>
          <Part label={t('reviews.vendor')} part={review.vendorReview} />
          <Part label={t('reviews.courier')} part={review.courierReview} />
        </li>
      ))}
    </ul>
  );
}
