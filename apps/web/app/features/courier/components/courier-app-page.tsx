import type {
  ActiveDelivery,
  DeliveryOffer,
  DeliveryStep,
  DeliveryStop,
  TrackingLocation,
} from '@souk/contracts';
import { formatPrice } from '@souk/core';
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslator } from '#app/i18n/use-translator.ts';
import type { Translator } from '#app/i18n/translator.ts';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { ghostButton, primaryButton } from '#app/ui/styles.ts';
import { courierAppCalls } from '../api/courier-app-calls.ts';
import { useCourierState } from '../use-courier-state.ts';
import { usePositionSharing } from '../use-position-sharing.ts';

/** What the page hands the map: the route draws it with the orders feature's lazy map. */
interface CourierMapProps {
  pickup: TrackingLocation;
  dropoff: TrackingLocation;
  courier: TrackingLocation | null;
  labels: {
    map: string;
    vendor: string;
    destination: string;
    courier: string;
    zoomIn: string;
    zoomOut: string;
  };
}

export interface CourierAppPageProps {
  /** The signed-in courier's token (kept on the device), or null when signed out. */
  token: string | null;
  renderMap: (props: CourierMapProps) => ReactNode;
}

/** Where the delivery stands, in the courier's words. */
function statusText(t: Translator['t'], status: ActiveDelivery['status']): string {
  if (status === 'ON_DELIVERY') return t('courier.status.onTheWay');
  if (status === 'ARRIVED') return t('courier.status.arrived');
  if (status === 'PREPARING') return t('courier.status.preparing');
  return t('courier.status.accepted');
}

function stepText(t: Translator['t'], step: DeliveryStep): string {
  if (step === 'picked-up') return t('courier.step.pickedUp');
  if (step === 'arrived') return t('courier.step.arrived');
  return t('courier.step.completed');
}

const card = 'border-line flex flex-col gap-3 rounded-2xl border p-4';

function Stop({ title, stop, testId }: { title: string; stop: DeliveryStop; testId: string }) {
  const { t } = useTranslator();
  return (
    <div data-testid={testId} className="flex flex-col gap-0.5">
      <span className="text-muted text-sm">{title}</span>
      <span className="font-semibold">{stop.name}</span>
      {stop.address && <span>{stop.address}</span>}
      {stop.phone && (
        <a className="text-primary underline-offset-4 hover:underline" href={`tel:${stop.phone}`}>
          {t('courier.call', { phone: stop.phone })}
        </a>
      )}
    </div>
  );
}

function Payment({ job }: { job: DeliveryOffer | ActiveDelivery }) {
  const { t, locale } = useTranslator();
  return (
    <p data-testid="courier-cash">
      {job.cashToCollect > 0
        ? t('courier.cash', { amount: formatPrice(job.cashToCollect, job.currencyCode, locale) })
        : t('courier.paidOnline')}
      {' · '}
      {t('courier.items', { count: job.itemsCount })}
    </p>
  );
}

/**
 * The courier app (issue 13 part 5): online or offline, the delivery offered with accept and
 * refuse, and the delivery in hand with its pickup and drop-off on a map and the steps the
 * order status rules allow now. The device's position is shared every 4 s while online.
 */
export function CourierAppPage({ token, renderMap }: CourierAppPageProps) {
  const { t } = useTranslator();
  const root = useRootData();
  const { search } = useLocation();
  const locale = root?.locale ?? 'en';
  const config = root?.clientConfig;
  const calls = useMemo(
    () => (config && token ? courierAppCalls(config, locale, token) : null),
    [config, locale, token],
  );
  const { state, problem, busy, act } = useCourierState(calls);
  const sharingWanted = Boolean(state && (state.online || state.delivery));
  const { sharing, position } = usePositionSharing(calls, sharingWanted);

  if (!token || problem === 'signedOut') {
    const signIn = modalLink(search, 'AuthCourierModal');
    return (
      <section
        className="mx-auto flex max-w-xl flex-col gap-4 p-4"
        data-testid="courier-signed-out"
      >
        <h1 className="text-2xl font-bold">{t('courier.title')}</h1>
        <p>{t('courier.intro')}</p>
        <Link
          to={signIn.to}
          state={signIn.state}
          className={primaryButton}
          data-testid="courier-sign-in"
        >
          {t('courier.signIn')}
        </Link>
      </section>
    );
  }
  if (!calls || !state) {
    return (
      <section className="mx-auto max-w-xl p-4" aria-busy="true">
        <h1 className="text-2xl font-bold">{t('courier.title')}</h1>
      </section>
    );
  }

  const { offer, delivery } = state;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 p-4" data-testid="courier-app">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{t('courier.title')}</h1>
          <p className="text-muted" data-testid="courier-app-name">
            {state.courier.name}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={state.online}
          disabled={busy}
          data-testid="courier-online"
          className={state.online ? primaryButton : `${ghostButton} border-line border`}
          onClick={() => void act(() => calls.setOnline(!state.online))}
        >
          <span
            aria-hidden="true"
            className={`size-2.5 rounded-full ${state.online ? 'bg-white' : 'bg-muted'}`}
          />
          {state.online ? t('courier.online') : t('courier.offline')}
        </button>
      </header>

      <p role="status" className="text-sm" data-testid="courier-sharing">
        {sharing === 'denied'
          ? t('courier.locationDenied')
          : sharing === 'sharing'
            ? t('courier.sharing')
            : ''}
      </p>
      {problem && (
        <p role="alert" className="rounded-xl bg-red-700 p-3 text-white">
          {problem === 'offerGone' ? t('courier.offerGone') : t('courier.failed')}
        </p>
      )}

      {!delivery && !offer && (
        <p data-testid="courier-idle" className="text-muted">
          {state.online ? t('courier.waiting') : t('courier.offlineHint')}
        </p>
      )}

      {offer && !delivery && (
        <article className={card} data-testid="courier-offer" aria-labelledby="courier-offer-title">
          <h2 id="courier-offer-title" className="text-xl font-semibold">
            {t('courier.offerTitle', { number: offer.orderNumber })}
          </h2>
          <p className="text-sm">
            {t('courier.distance', {
              distance: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
                offer.distanceMeters / 1000,
              ),
            })}
          </p>
          <Stop title={t('courier.pickup')} stop={offer.pickup} testId="courier-offer-pickup" />
          <Stop title={t('courier.dropoff')} stop={offer.dropoff} testId="courier-offer-dropoff" />
          <Payment job={offer} />
          <p className="text-muted text-sm">{t('courier.offerMovesOn')}</p>
          <div className="flex gap-3">
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              data-testid="courier-accept"
              onClick={() => void act(() => calls.accept(offer.offerId))}
            >
              {t('courier.accept')}
            </button>
            <button
              type="button"
              className={`${ghostButton} border-line border`}
              disabled={busy}
              data-testid="courier-refuse"
              onClick={() => void act(() => calls.refuse(offer.offerId))}
            >
              {t('courier.refuse')}
            </button>
          </div>
        </article>
      )}

      {delivery && (
        <article
          className={card}
          data-testid="courier-delivery"
          aria-labelledby="courier-delivery-title"
        >
          <h2 id="courier-delivery-title" className="text-xl font-semibold">
            {t('courier.deliveryTitle', { number: delivery.orderNumber })}
          </h2>
          <p data-testid="courier-delivery-status" data-status={delivery.status}>
            {statusText(t, delivery.status)}
          </p>
          {renderMap({
            pickup: delivery.pickup.location,
            dropoff: delivery.dropoff.location,
            courier: position ?? state.position,
            labels: {
              map: t('courier.map'),
              vendor: delivery.pickup.name,
              destination: t('courier.dropoff'),
              courier: t('courier.you'),
              zoomIn: t('courier.zoomIn'),
              zoomOut: t('courier.zoomOut'),
            },
          })}
          <Stop title={t('courier.pickup')} stop={delivery.pickup} testId="courier-pickup" />
          <Stop title={t('courier.dropoff')} stop={delivery.dropoff} testId="courier-dropoff" />
          <Payment job={delivery} />
          {delivery.nextSteps.length === 0 && (
            <p className="text-muted">{t('courier.waitKitchen')}</p>
          )}
          <div className="flex flex-wrap gap-3">
            {delivery.nextSteps.map((step) => (
              <button
                key={step}
                type="button"
                className={primaryButton}
                disabled={busy}
                data-testid={`courier-step-${step}`}
                onClick={() => void act(() => calls.step(delivery.orderId, step))}
              >
                {stepText(t, step)}
              </button>
            ))}
          </div>
        </article>
      )}
    </section>
  );
}
