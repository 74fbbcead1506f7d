import {
  checkDeliveryTime,
  combinePreorderSchedules,
  firstSlotFrom,
  initialPreorderChoice,
  preorderConfirmLabel,
  preorderConfirmPlan,
  preorderEnabled,
  preorderSchedule,
  timeAfterDayChange,
  type PreorderChoice,
  type PreorderDay,
} from '@souk/core';
import { useMemo, useState } from 'react';
import { RemoteFallback } from '#app/ui/remote-fallback.tsx';
import { useCatalogFormat } from '#app/lib/use-catalog-format.ts';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { focusRing, primaryButton } from '#app/ui/styles.ts';
import { runAfterPreorder, setPreorder, useCartState } from '../state/cart-store.ts';
import { dayName } from './day-name.ts';
import { usePreorderContext, type PreorderContext } from './use-preorder-context.ts';

const selectClass = `${focusRing} min-h-12 w-full rounded-xl border border-line bg-surface px-3`;

function PreorderForm({ context, close }: { context: PreorderContext } & ModalBodyProps) {
  const { cart, pendingAfterPreorder, preferredPreorder } = useCartState();
  const format = useCatalogFormat(cart?.currencyCode ?? context.locality.locale.currencyCode);
  const period = context.locality.delivery.preOrderPeriod;
  const now = useMemo(() => new Date(), []);
  const [firstVendor] = context.vendors;
  const timeContext = {
    now,
    timeZone: context.locality.timeZone,
    preorderPeriod: period,
    workingHours: firstVendor?.workingHours ?? null,
    deliveryMinutes: firstVendor?.maxEstimatedDeliveryDuration,
  };
  const chosen = cart ? cart.preorderDateTime : preferredPreorder;
  // One preorderDateTime serves every vendor of the cart: only times they all offer.
  const schedule =
    combinePreorderSchedules(
      context.vendors.map((vendor) =>
        preorderSchedule({
          ...timeContext,
          workingHours: vendor.workingHours,
          deliveryMinutes: vendor.maxEstimatedDeliveryDuration,
          preorderDateTime: chosen,
        }),
      ),
    ) ?? preorderSchedule({ ...timeContext, preorderDateTime: chosen });
  const days = schedule.days;
  // A product waiting for a time cannot go ASAP: its first orderable slot is preselected,
  // so confirming at once adds it instead of being refused (issue 17 item 2).
  const [choice, setChoice] = useState<PreorderChoice>(() => {
    const initial = initialPreorderChoice(chosen, days, timeContext);
    if (!pendingAfterPreorder || !initial.asap) return initial;
    const { availableAt, sectionHours } = pendingAfterPreorder;
    const accepts = (value: string) =>
      sectionHours === null ||
      checkDeliveryTime(value, { ...timeContext, workingHours: sectionHours }) === null;
    return firstSlotFrom(days, availableAt, accepts) ?? initial;
  });
  const enabled = preorderEnabled(period);
  // Takeaway is picked up, not delivered: every sentence of the modal says so (item 7).
  const pickup = cart?.receiptType === 'TAKEAWAY';
  const label = preorderConfirmLabel(period, days, choice);
  const plan = preorderConfirmPlan(period, days, choice, cart !== null);
  const activeDay: PreorderDay | undefined = days.find((d) => d.value === choice.day);
  const info = pendingAfterPreorder?.availableAt
    ? format.t(pickup ? 'preorder.infoAvailableAtPickup' : 'preorder.infoAvailableAt', {
        time: format.localDateTime(pendingAfterPreorder.availableAt).time,
      })
    : pendingAfterPreorder
      ? format.t(pickup ? 'preorder.infoNotAvailablePickup' : 'preorder.infoNotAvailable')
      : format.t(pickup ? 'preorder.infoPickup' : 'preorder.info');

  const confirm = async () => {
    if (plan.action === 'blocked') return;
    if (plan.action === 'update') await setPreorder(plan.preorderDateTime);
    close();
    runAfterPreorder();
  };

  return (
    <form
      data-testid="preorder-form"
      className="flex flex-col gap-4 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <p className="text-muted">{enabled ? info : format.t('preorder.unavailable')}</p>
      {enabled && (
        <>
          <label className="flex items-center gap-3 font-medium">
            <input
              type="checkbox"
              data-testid="preorder-asap"
              checked={choice.asap}
              onChange={(event) => setChoice({ ...choice, asap: event.target.checked })}
              className="size-5 accent-[var(--color-primary)]"
            />
            {format.t('preorder.asap')}
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {format.t('preorder.day')}
            <select
              data-testid="preorder-day"
              className={selectClass}
              value={choice.day}
              disabled={choice.asap}
              onChange={(event) => {
                const day = event.target.value;
                setChoice({ ...choice, day, time: timeAfterDayChange(days, day, choice.time) });
              }}
            >
              {days.map((day) => (
                <option key={day.value} value={day.value}>
                  {dayName(format, day.label, day.value)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {format.t('preorder.time')}
            <select
              data-testid="preorder-time"
              className={`${selectClass} max-h-[23rem]`}
              value={choice.time}
              disabled={choice.asap}
              onChange={(event) => setChoice({ ...choice, time: event.target.value })}
            >
              {(activeDay?.times ?? []).map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <button
        type="submit"
        data-testid="preorder-confirm"
        disabled={plan.action === 'blocked'}
        className={`${primaryButton} disabled:opacity-50`}
      >
        {choice.asap && enabled
          ? format.t('preorder.asap')
          : label.kind === 'slot'
            ? format.t(pickup ? 'preorder.confirmPickupAt' : 'preorder.confirmAt', {
                day: dayName(format, label.day, choice.day, true),
                time: label.time,
              })
            : format.t('preorder.understand')}
      </button>
    </form>
  );
}

/** Spec 2 §2 "Preorder modal": title 'Time of delivery', info text, day and time pickers. */
export default function PreorderModal({ close }: ModalBodyProps) {
  const context = usePreorderContext();
  if (context === null || context === 'failed')
    return (
      <RemoteFallback
        status={context === null ? 'loading' : 'failed'}
        notFoundText=""
        onRetry={() => window.location.reload()}
      />
    );
  return <PreorderForm context={context} close={close} />;
}
