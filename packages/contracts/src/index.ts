export * from './catalog.ts';
export * from './common.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './locality.ts';
export * from './partner.ts';
export type * from './load-context.ts';
