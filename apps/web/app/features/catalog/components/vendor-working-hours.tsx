import type { WorkingHoursInterval } from '@souk/contracts';
import { summariseWorkingHours } from '@souk/core';
import { useTranslator } from '#app/i18n/use-translator.ts';

/** "Every day from X to Y" when all 7 days match (spec 1 §1), else one line per weekday. */
export function VendorWorkingHours({ hours }: { hours: WorkingHoursInterval[] }) {
  const { t } = useTranslator();
  const summary = summariseWorkingHours(hours);
  if (summary.kind === 'everyday') {
    return <p>{t('vendorPage.everyday', { from: summary.from, until: summary.until })}</p>;
  }
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      {summary.days.map(({ day, closed, intervals }) => (
        <div key={day} className="contents">
          <dt className="text-muted">{t(`weekday.${day}`)}</dt>
          <dd className="tabular-nums">
            {closed
              ? t('vendorPage.closedDay')
              : intervals.map((range) => `${range.from}–${range.until}`).join(', ')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
