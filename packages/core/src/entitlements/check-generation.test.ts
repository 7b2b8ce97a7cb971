import { describe, expect, it } from 'vitest';
import { checkDownload, checkGeneration, hasBrandKit, type AccountState } from './check-generation.ts';

const acct = (over: Partial<AccountState>): AccountState => ({
  plan: 'trial',
  subscriptionStatus: null,
  generationsUsed: 0,
  downloadsUsed: 0,
  ...over,
});

describe('checkGeneration', () => {
  it('gives a trial user exactly one generation', () => {
    expect(checkGeneration(acct({}))).toEqual({ allowed: true });
    expect(checkGeneration(acct({ generationsUsed: 1 }))).toEqual({
      allowed: false,
      code: 'GENERATION_LIMIT_REACHED',
      limit: 1,
    });
  });
  it('limits Starter to 10 and Pro to 50 a month while active', () => {
    expect(checkGeneration(acct({ plan: 'starter', subscriptionStatus: 'active', generationsUsed: 9 })).allowed).toBe(
      true,
    );
    expect(checkGeneration(acct({ plan: 'starter', subscriptionStatus: 'active', generationsUsed: 10 }))).toMatchObject(
      { code: 'GENERATION_LIMIT_REACHED', limit: 10 },
    );
    expect(checkGeneration(acct({ plan: 'pro', subscriptionStatus: 'active', generationsUsed: 49 })).allowed).toBe(
      true,
    );
    expect(checkGeneration(acct({ plan: 'pro', subscriptionStatus: 'active', generationsUsed: 50 }))).toMatchObject({
      code: 'GENERATION_LIMIT_REACHED',
      limit: 50,
    });
  });
  it('never limits an active Agency', () => {
    expect(checkGeneration(acct({ plan: 'agency', subscriptionStatus: 'active', generationsUsed: 10_000 }))).toEqual({
      allowed: true,
    });
  });
  it.each(['past_due', 'unpaid', 'canceled', 'incomplete', 'trialing', null] as const)(
    'refuses a paid plan whose subscription is %s',
    (status) => {
      expect(checkGeneration(acct({ plan: 'pro', subscriptionStatus: status }))).toEqual({
        allowed: false,
        code: 'SUBSCRIPTION_INACTIVE',
      });
    },
  );
});

describe('checkDownload and Brand Kit', () => {
  it('limits downloads per plan', () => {
    expect(checkDownload(acct({ downloadsUsed: 1 }))).toMatchObject({ code: 'DOWNLOAD_LIMIT_REACHED', limit: 1 });
    expect(checkDownload(acct({ plan: 'pro', subscriptionStatus: 'active', downloadsUsed: 19 })).allowed).toBe(true);
    expect(checkDownload(acct({ plan: 'pro', subscriptionStatus: 'active', downloadsUsed: 20 }))).toMatchObject({
      code: 'DOWNLOAD_LIMIT_REACHED',
      limit: 20,
    });
    expect(checkDownload(acct({ plan: 'agency', subscriptionStatus: 'active', downloadsUsed: 999 })).allowed).toBe(
      true,
    );
  });
  it('gives Brand Kit only to active Pro and Agency', () => {
    expect(hasBrandKit(acct({}))).toBe(false);
    expect(hasBrandKit(acct({ plan: 'starter', subscriptionStatus: 'active' }))).toBe(false);
    expect(hasBrandKit(acct({ plan: 'pro', subscriptionStatus: 'active' }))).toBe(true);
    expect(hasBrandKit(acct({ plan: 'pro', subscriptionStatus: 'past_due' }))).toBe(false);
    expect(hasBrandKit(acct({ plan: 'agency', subscriptionStatus: 'active' }))).toBe(true);
  });
});
