export * from './schema.ts';
export * from './client.ts';
export * from './migrate.ts';
export * from './embedded.ts';
export * from './repositories/outbox.repository.ts';
export * from './repositories/rate-limit.repository.ts';
export * from './repositories/user.repository.ts';
export * from './repositories/account.repository.ts';
