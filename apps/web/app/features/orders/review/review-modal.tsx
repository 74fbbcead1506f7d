import type { Order } from '@souk/contracts';
import { useId, useState } from 'react';
import { useParams, useRevalidator } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { ApiRequestError, browserApi } from '#app/lib/api-client.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { useServerState } from '#app/lib/server-state.ts';
import { primaryButton } from '#app/ui/styles.ts';
import { getOrder } from '#app/lib/api/get-order.ts';
import { postCourierReview } from '../api/post-courier-review.ts';
import { postVendorReview } from '../api/post-vendor-review.ts';
import { RatingField } from './rating-field.tsx';

const fieldClass =
  'border-line bg-surface focus-visible:outline-primary w-full rounded-xl border p-3 focus-visible:outline-3';

/** The API's own words for a refused review, or the generic message (spec 2 §8). */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;
}

function ReviewForm({ order, close }: { order: Order; close: () => void }) {
  const { t } = useTranslator();
  const id = useId();
  const config = useRootData()?.clientConfig;
  const revalidator = useRevalidator();
  const [vendorRating, setVendorRating] = useState(0);
  const [courierRating, setCourierRating] = useState(0);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const wantsVendor = order.review.vendor;
  const wantsCourier = order.review.courier;
  const missing = (wantsVendor && vendorRating === 0) || (wantsCourier && courierRating === 0);

  async function send() {
    if (!config) return;
    if (missing) return setFailure(t('review.ratingNeeded'));
    setBusy(true);
    setFailure(null);
    const api = browserApi(config);
    try {
      if (wantsVendor) await postVendorReview(api, order.orderId, { rating: vendorRating, text });
      if (wantsCourier)
        await postCourierReview(api, order.orderId, { rating: courierRating, text });
      // The order's review flags turn off once written: the page asks for it again.
      await revalidator.revalidate();
      close();
    } catch (error) {
      setFailure(failureText(error, t('orders.failed')));
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      className="space-y-5 p-5"
      data-testid="review-form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {wantsVendor && (
        <RatingField
          legend={t('review.vendorRating', { vendor: order.vendorName })}
          name="vendor"
          value={vendorRating}
          onChange={setVendorRating}
        />
      )}
      {wantsCourier && (
        <RatingField
          legend={t('review.courierRating')}
          name="courier"
          value={courierRating}
          onChange={setCourierRating}
        />
      )}
      <div className="space-y-1.5">
        <label htmlFor={id} className="font-semibold">
          {t('review.text')}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          className={fieldClass}
          data-testid="review-text"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {failure && (
        <p
          role="alert"
          data-testid="review-failure"
          className="rounded-xl bg-red-700 p-3 text-white"
        >
          {failure}
        </p>
      )}
      <button
        type="submit"
        className={`${primaryButton} w-full`}
        disabled={busy}
        data-testid="review-send"
      >
        {t('review.send')}
      </button>
    </form>
  );
}

/**
 * `?modal=OrderHistoryReviewModal` over an order's details page (spec 2 §2 "Review modal"): the
 * vendor's and, where a courier delivered, the courier's rating from 1 to 5 with a comment,
 * offered while the order's review flags allow it (COMPLETED within 48 hours).
 */
export default function OrderHistoryReviewModal({ close }: ModalBodyProps) {
  const { id } = useParams();
  const config = useRootData()?.clientConfig;
  const { t } = useTranslator();
  const key = id && config ? `order:${id}` : null;
  const order = useServerState(key, (signal) =>
    config && id
      ? getOrder(browserApi(config), id, { signal })
      : Promise.reject(new Error('no order')),
  );
  if (order.status === 'failed') {
    return (
      <p role="alert" className="p-5">
        {t('orders.failed')}
      </p>
    );
  }
  if (order.status !== 'ready') return <div className="p-5" aria-busy="true" />;
  if (!order.data.review.vendor && !order.data.review.courier) {
    return <p className="p-5">{t('orders.finished')}</p>;
  }
  return <ReviewForm order={order.data} close={close} />;
}
