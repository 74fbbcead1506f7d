import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { ModalBodyProps } from '#app/lib/modals/modal-types.ts';
import { useModal } from '#app/lib/modals/use-modal.ts';
import { useTranslator } from '#app/i18n/use-translator.ts';
import { focusRing, primaryButton } from '#app/ui/styles.ts';
import { useHomeData } from '../home-data.ts';
import { FILTER_PARAMS, readHomeFilters } from '../home-filters.ts';
import { preorderDateTime, preorderDays } from '../preorder-slots.ts';
import { optionRow, radioDot } from './option-styles.ts';
import { returnFocusTo } from './return-focus.ts';

const selectClass = `${focusRing} min-h-12 w-full rounded-xl border border-line bg-surface px-3`;

/**
 * Spec 1 §2 TimeFilter: as soon as possible, or a day and time within the locality's preorder
 * period, sent as `preorderDateTime` in local time without the trailing Z.
 */
export default function TimeFilter(_: ModalBodyProps) {
  const { t, locale } = useTranslator();
  const { search } = useLocation();
  const { closeTo } = useModal();
  const home = useHomeData();
  const current = readHomeFilters(new URLSearchParams(search)).preorderDateTime;
  const days = useMemo(
    () =>
      home
        ? preorderDays(
            new Date(),
            home.locality.timeZone,
            home.locality.preorderDays,
            home.locality.workingHours,
          )
        : [],
    [home],
  );
  const [asap, setAsap] = useState(current === null);
  const [date, setDate] = useState(current?.slice(0, 10) ?? days[0]?.date ?? '');
  const day = days.find((d) => d.date === date) ?? days[0];
  const [time, setTime] = useState(current?.slice(11, 16) ?? day?.times[0] ?? '');
  const dayLabel = (offset: number, value: string) => {
    if (offset === 0) return t('filters.today');
    if (offset === 1) return t('filters.tomorrow');
    const [y = 0, m = 1, d = 1] = value.split('-').map(Number);
    return new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y, m - 1, d)));
  };
  const chosenTime = day?.times.includes(time) ? time : day?.times[0];

  return (
    <form
      className="space-y-4 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const value =
          !asap && day && chosenTime ? preorderDateTime(day.date, chosenTime) : undefined;
        closeTo({ [FILTER_PARAMS.time]: value });
        returnFocusTo('time-filter');
      }}
    >
      <div role="radiogroup" aria-label={t('filters.timeTitle')} className="space-y-2">
        <button
          type="button"
          role="radio"
          aria-checked={asap}
          data-testid="time-option-asap"
          onClick={() => setAsap(true)}
          className={`${optionRow} group`}
        >
          <span className="font-semibold">{t('filters.asap')}</span>
          <span aria-hidden="true" className={radioDot} />
        </button>
        {days.length > 0 && (
          <button
            type="button"
            role="radio"
            aria-checked={!asap}
            data-testid="time-option-later"
            onClick={() => setAsap(false)}
            className={`${optionRow} group`}
          >
            <span className="font-semibold">
              {day && chosenTime ? `${dayLabel(day.offset, day.date)} ${chosenTime}` : ''}
            </span>
            <span aria-hidden="true" className={radioDot} />
          </button>
        )}
      </div>
      {!asap && day && (
        <div className="grid grid-cols-2 gap-3">
          <label className="space-y-1 text-sm font-medium">
            <span>{t('filters.day')}</span>
            <select
              className={selectClass}
              value={day.date}
              data-testid="time-day"
              onChange={(event) => setDate(event.target.value)}
            >
              {days.map((option) => (
                <option key={option.date} value={option.date}>
                  {dayLabel(option.offset, option.date)}
                </option>
              ))}
            </select>
          </label>
          <label className="space-y-1 text-sm font-medium">
            <span>{t('filters.time')}</span>
            <select
              className={`${selectClass} tabular-nums`}
              value={chosenTime}
              data-testid="time-time"
              onChange={(event) => setTime(event.target.value)}
            >
              {day.times.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </label>
        </div>
      )}
      <button type="submit" data-testid="time-apply" className={`${primaryButton} w-full`}>
        {t('filters.apply')}
      </button>
    </form>
  );
}
