export * from './entitlements/check-generation.ts';
