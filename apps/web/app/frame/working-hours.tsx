import type { WorkingHoursInterval } from '@souk/contracts';
import { summariseWorkingHours } from '@souk/core';
import { useTranslator } from '#app/i18n/use-translator.ts';

/** "Every day from X to Y" when all 7 days match, else one line per weekday, Monday first. */
export function WorkingHours({ hours }: { hours: WorkingHoursInterval[] }) {
  const { t } = useTranslator();
  if (hours.length === 0) return null;
  const summary = summariseWorkingHours(hours);

  if (summary.kind === 'everyday') {
    return (
      <p data-testid="footer-working-hours">
        {t('footer.everyday', { from: summary.from, until: summary.until })}
      </p>
    );
  }
  return (
    <dl data-testid="footer-working-hours" className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {summary.days.map(({ day, closed, intervals }) => (
        <div key={day} className="contents">
          <dt>{t(`weekday.${day}`)}</dt>
          <dd className="tabular-nums">
            {closed
              ? t('footer.closed')
              : intervals.map((range) => `${range.from}–${range.until}`).join(', ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
