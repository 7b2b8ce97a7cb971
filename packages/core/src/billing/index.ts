export * from './payment-event.ts';
export * from './apply-payment-event.ts';
export * from './billing-clock.ts';
export * from './payment-email.ts';
export * from './test-card.ts';
export * from './test-provider-events.ts';
export * from './billing-overview.ts';
export * from './plan-change.ts';
