import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZScriptResponse } from '@reklamo/contract';
import { PIZZA } from '../testing/fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const details = {
  BusinessName: PIZZA.BusinessName,
  BusinessDescription: PIZZA.BusinessDescription,
  Services: PIZZA.Services,
  AdvertizedService: PIZZA.AdvertizedService,
  Offer: PIZZA.Offer,
  CTA: PIZZA.CTA,
  BusinessLocation: PIZZA.BusinessLocation,
  TargetAudience: PIZZA.TargetAudience,
};

describe('POST /api/brain/script', () => {
  it('answers the signed-in user with three storyboards for the confirmed details', async () => {
    const { cookie } = await t.signUp();
    const res = await t.request('/api/brain/script', {
      method: 'POST',
      cookie,
      json: { facts: details, durationSec: 15, aspectRatio: '9:16', style: 'warm' },
    });
    expect(res.status).toBe(200);
    const body = ZScriptResponse.parse(await res.json());
    expect(body.variants.map((v) => v.angle)).toEqual(['question', 'offer-first', 'problem-solution']);
    for (const v of body.variants) {
      expect(v).toMatchObject({ durationSec: 15, aspectRatio: '9:16', style: 'warm', facts: details });
      expect(v.scenes.reduce((a, s) => a + s.durationSec, 0)).toBeCloseTo(15, 1);
      expect(v.scenes.at(-1)!.kind).toBe('end');
    }
  });

  it('refuses a visitor who is not signed in', async () => {
    const res = await t.request('/api/brain/script', { method: 'POST', json: { facts: details } });
    expect(res.status).toBe(401);
  });

  it('answers bad input with a validation code, never a 500', async () => {
    const { cookie } = await t.signUp();
    const missing = await t.request('/api/brain/script', {
      method: 'POST',
      cookie,
      json: { facts: { BusinessName: 'x' } },
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    const badDuration = await t.request('/api/brain/script', {
      method: 'POST',
      cookie,
      json: { facts: details, durationSec: 45 },
    });
    expect(badDuration.status).toBe(400);
    // Empty or absurd text still gets a script, not an error.
    const empty = Object.fromEntries(Object.keys(details).map((k) => [k, ''])) as typeof details;
    // The four key fields must not be blank; absurd is allowed.
    const res = await t.request('/api/brain/script', {
      method: 'POST',
      cookie,
      json: {
        facts: {
          ...empty,
          Offer: '🎉'.repeat(100),
          BusinessName: '<b>[име]</b>',
          AdvertizedService: '[услуга]',
          BusinessLocation: '123',
        },
      },
    });
    expect(res.status).toBe(200);
    const text = ZScriptResponse.parse(await res.json())
      .variants.flatMap((v) => v.scenes.flatMap((s) => [s.voice, s.onScreen.headline, s.onScreen.sub ?? '']))
      .join('\n');
    expect(text).not.toMatch(/[[\]<>]|🎉/);
  });
});
