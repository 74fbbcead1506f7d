/** @souk/core: pure domain rules shared by the web app and the API. No I/O. */
export * from './count-badge.ts';
export * from './geo.ts';
export * from './image-variant.ts';
export * from './locales.ts';
export * from './money.ts';
export * from './phone.ts';
export * from './plural.ts';
export * from './rating-filter.ts';
export * from './text-direction.ts';
export * from './validation.ts';
export * from './weight.ts';
export * from './working-hours-label.ts';
export * from './schedule.ts';
export * from './zoned-time.ts';
export * from './product-options.ts';
export * from './quick-add.ts';
