export * from './business.ts';
export * from './errors.ts';
export * from './plans.ts';
