export type Weekday =
  'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

/** One opening interval; `until` may be earlier than `from` for hours that run past midnight. */
export interface WorkingHoursRow {
  day: Weekday;
  from: string;
  until: string;
}

export type LatLng = [latitude: number, longitude: number];
export type ReceiptType = 'DELIVERY' | 'TAKEAWAY';
export type PaymentType = 'CASH' | 'ONLINE';
