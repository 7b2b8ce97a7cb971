export * from './entitlements/check-generation.ts';
export * from './videos/make-title.ts';
export * from './billing/index.ts';
