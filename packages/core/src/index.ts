export * from './entitlements/check-generation.ts';
export * from './videos/make-title.ts';
