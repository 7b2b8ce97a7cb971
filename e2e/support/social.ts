import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { startSocialFakes, type SocialFakes } from '../../apps/server/src/testing/social-fakes.ts';

/** What a browser test may change on the platform fakes before its next step. */
export type SocialFakePatch = {
  nextContainerStatus?: 'FINISHED' | 'ERROR' | 'EXPIRED';
  igQuotaUsage?: number;
  /** The next Graph calls answer with these error codes (190: the token expired). */
  graphErrors?: number[];
  reelStats?: Partial<SocialFakes['state']['reelStats']>;
  igStats?: Partial<SocialFakes['state']['igStats']>;
};

/**
 * The Graph API and Google stand-ins for the browser-test app, started by the global setup in its
 * own process; the test files (other processes) change what they answer through a small control
 * server beside them, on 127.0.0.1.
 */
export async function startSocialForE2e() {
  const fakes = await startSocialFakes();
  const control = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST') {
        const p = JSON.parse(Buffer.concat(chunks).toString() || '{}') as SocialFakePatch;
        const s = fakes.state;
        if (p.nextContainerStatus) s.nextContainerStatus = p.nextContainerStatus;
        if (p.igQuotaUsage !== undefined) s.igQuota.usage = p.igQuotaUsage;
        if (p.graphErrors) s.graphErrors.push(...p.graphErrors);
        if (p.reelStats) Object.assign(s.reelStats, p.reelStats);
        if (p.igStats) Object.assign(s.igStats, p.igStats);
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ posted: fakes.posted(), reels: [...fakes.state.reels.values()].map((r) => ({ id: r.id, state: r.state, scheduledAt: r.scheduledAt, description: r.description })) }));
    });
  });
  await new Promise<void>((r) => control.listen(0, '127.0.0.1', r));
  return {
    /** Only Meta is turned on: YouTube stays "not configured", the state `npm start` shows without credentials. */
    env: {
      META_APP_ID: fakes.env.META_APP_ID,
      META_APP_SECRET: fakes.env.META_APP_SECRET,
      META_GRAPH_URL: fakes.env.META_GRAPH_URL,
      META_OAUTH_URL: fakes.env.META_OAUTH_URL,
    },
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((r) => control.close(() => r()));
      await fakes.close();
    },
  };
}

type FakeView = { posted: { reels: number; ig: number; youtube: number }; reels: { id: string; state: string | null; scheduledAt: number | null; description: string }[] };

/** Changes what the platform fakes answer next (and reads what they hold). */
export async function socialFake(patch: SocialFakePatch = {}): Promise<FakeView> {
  const res = await fetch(inject('socialControlUrl'), { method: 'POST', body: JSON.stringify(patch) });
  return (await res.json()) as FakeView;
}

declare module 'vitest' {
  export interface ProvidedContext {
    socialControlUrl: string;
  }
}
