import type { Cart } from '@souk/contracts/cart';
import { isValidPromoCode, toMinorUnits } from '@souk/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { modalLink } from '#app/lib/modals/modal-link.ts';
import type { CatalogFormat } from '#app/lib/use-catalog-format.ts';
import { focusRing, ghostButton, textLink } from '#app/ui/styles.ts';
import {
  applyPromoCode,
  removePromoCode,
  setReceiptType,
  setTip,
  useCartState,
} from '../state/cart-store.ts';

import { useLocalityParams } from '../hooks/use-locality-params.ts';
import { preorderModalParams } from '../preorder/pickup-param.ts';
import { useChosenDayName } from '../preorder/use-chosen-day.ts';
import { PickupAddresses } from './pickup-addresses.tsx';

const chip = (active: boolean) =>
  `${focusRing} min-h-11 rounded-full border px-4 py-2 text-sm font-semibold ${
    active ? 'border-primary bg-primary text-primary-contrast' : 'border-line bg-surface'
  }`;

/** The cart page's choices: delivery or takeaway, a tip and a promo code (spec 2 §2, §5). */
export function CartOptions({ cart, format }: { cart: Cart; format: CatalogFormat }) {
  const { promoResult } = useCartState();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const codeValid = isValidPromoCode(code);
  const params = useLocalityParams(cart.localityCode);
  const settings = params && params !== 'failed' ? params : null;
  // The switch shows when the locality offers both ways (spec 1 §2 receipt type switch).
  const receiptTypes = settings?.delivery.receiptTypes ?? [];
  const takeaway = cart.receiptType === 'TAKEAWAY';
  // Spec 2 §3 tip settings (major units): shown only when the locality enables tips, and
  // only for delivery: a takeaway has no courier to tip (issue 17 item 7).
  const tips = settings?.tipSettings.enabled && !takeaway ? settings.tipSettings.tipValues : [];
  const { search } = useLocation();
  const timeLink = modalLink(search, 'PreorderModal', preorderModalParams(cart));
  const chosen = cart.preorderDateTime;
  const chosenDay = useChosenDayName(cart, format);
  return (
    <div className="flex flex-col gap-5">
      {receiptTypes.length > 1 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-bold">{format.t('cart.receiptType')}</legend>
          <div className="flex gap-2" data-testid="cart-receipt-type">
            {receiptTypes.map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={cart.receiptType === type}
                onClick={() => cart.receiptType !== type && void setReceiptType(type)}
                className={chip(cart.receiptType === type)}
              >
                {format.t(`cart.receipt${type}`)}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <p className="flex flex-wrap items-center justify-between gap-2" data-testid="cart-time">
        <span className="font-bold">
          {!chosen
            ? format.t('preorder.asap')
            : chosenDay &&
              format.t(takeaway ? 'cart.takeawayAt' : 'cart.deliveryAt', {
                day: chosenDay,
                time: format.localDateTime(chosen).time,
              })}
        </span>
        <Link
          to={timeLink.to}
          state={timeLink.state}
          preventScrollReset
          data-testid="cart-change-time"
          className={`${textLink} min-h-11 content-center font-semibold text-primary`}
        >
          {format.t('cart.changeTime')}
        </Link>
      </p>
      {takeaway && <PickupAddresses cart={cart} format={format} />}
      {tips.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-bold">{format.t('cart.tipTitle')}</legend>
          <div className="flex flex-wrap gap-2" data-testid="cart-tip">
            {[0, ...tips].map((value) => {
              const amount = toMinorUnits(value, cart.currencyCode);
              return (
                <button
                  key={value}
                  type="button"
                  aria-pressed={cart.tipAmount === amount}
                  onClick={() => void setTip(amount)}
                  className={chip(cart.tipAmount === amount)}
                >
                  {value === 0 ? format.t('cart.tipNone') : format.money(amount)}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (codeValid) void applyPromoCode(code.trim());
        }}
      >
        <label htmlFor="cart-promo" className="font-bold">
          {format.t('cart.promoTitle')}
        </label>
        {cart.promocode ? (
          <p className="flex items-center justify-between gap-2" data-testid="cart-promo-applied">
            <span className="font-mono font-bold">{cart.promocode.code}</span>
            <button
              type="button"
              className={ghostButton}
              onClick={() => void removePromoCode()}
              aria-label={format.t('cart.promoRemove', { code: cart.promocode.code })}
            >
              ✕
            </button>
          </p>
        ) : (
          <div className="flex gap-2">
            <input
              id="cart-promo"
              data-testid="cart-promo-input"
              value={code}
              maxLength={20}
              aria-invalid={touched && !codeValid}
              placeholder={format.t('cart.promoPlaceholder')}
              onChange={(event) => setCode(event.target.value)}
              className="min-h-11 min-w-0 flex-1 rounded-xl border border-line px-3"
            />
            <button
              type="submit"
              data-testid="cart-promo-apply"
              className={`${ghostButton} border border-line`}
            >
              {format.t('cart.promoApply')}
            </button>
          </div>
        )}
        {touched && !codeValid && !cart.promocode && (
          <p className="text-sm text-red-700">{format.t('cart.promoInvalid')}</p>
        )}
        {promoResult && (
          <p
            role="status"
            data-testid="cart-promo-result"
            data-result={promoResult}
            className={`text-sm font-medium ${promoResult === 'OK' ? 'text-green-700' : 'text-red-700'}`}
          >
            {format.t(`cart.promo${promoResult}`)}
          </p>
        )}
      </form>
    </div>
  );
}
