export * from './business.ts';
export * from './errors.ts';
export * from './plans.ts';
export * from './plan-schemas.ts';
export * from './videos.ts';
export * from './jobs.ts';
export * from './billing.ts';
export * from './account.ts';
