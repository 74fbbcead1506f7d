export * from './images.ts';
export * from './partners.ts';
export * from './localities.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './search.ts';
export * from './accounts.ts';
export type * from './shared-types.ts';
export type { I18nText } from './columns.ts';
