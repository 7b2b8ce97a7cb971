import { describe, expect, it } from 'vitest';
import type { PublishingState, SocialConnection } from '@reklamo/contract/publishing';
import { placeState } from './publish-dialog.tsx';

const meta = (over: Partial<SocialConnection> = {}): SocialConnection => ({
  id: '00000000-0000-4000-8000-000000000001',
  provider: 'meta',
  status: 'connected',
  accountName: 'Мария',
  pageName: 'Пекарна Зора',
  igUsername: null,
  channelTitle: null,
  places: ['facebook_reel'],
  expiresAt: null,
  createdAt: '2026-11-27T10:00:00Z',
  ...over,
});
const state = (connections: SocialConnection[], configured = { meta: true, google: false }): PublishingState => ({
  providers: { meta: { configured: configured.meta }, google: { configured: configured.google } },
  connections,
  rights: { publish: true, schedule: true },
});

describe('which places a post can go to', () => {
  it('without credentials every place is "not configured", never an error', () => {
    const s = state([], { meta: false, google: false });
    expect(['facebook_reel', 'instagram_reel', 'youtube_short'].map((p) => placeState(s, p as never))).toEqual([
      'not-configured',
      'not-configured',
      'not-configured',
    ]);
  });
  it('a Page without an Instagram account offers Facebook only', () => {
    const s = state([meta()]);
    expect(placeState(s, 'facebook_reel')).toBe('ready');
    expect(placeState(s, 'instagram_reel')).toBe('not-connected');
    expect(placeState(s, 'youtube_short')).toBe('not-configured');
  });
  it('an expired or revoked connection asks to reconnect for each of its places', () => {
    for (const status of ['expired', 'revoked'] as const) {
      const s = state([meta({ status, places: ['facebook_reel', 'instagram_reel'] })]);
      expect(placeState(s, 'facebook_reel')).toBe('reconnect');
      expect(placeState(s, 'instagram_reel')).toBe('reconnect');
    }
  });
});
