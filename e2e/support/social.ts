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
  ytStats?: Partial<SocialFakes['state']['ytStats']>;
  /** The person also manages a second Page, "Ателие Роза", without an Instagram account. */
  secondPage?: boolean;
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
        if (p.ytStats) Object.assign(s.ytStats, p.ytStats);
        if (p.secondPage === true && !s.pages.some((x) => x.id === 'page-2'))
          s.pages.push({ id: 'page-2', name: 'Ателие Роза', access_token: 'page-token-2' });
        if (p.secondPage === false) s.pages = s.pages.filter((x) => x.id !== 'page-2');
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          posted: fakes.posted(),
          reels: [...fakes.state.reels.values()].map((r) => ({
            id: r.id,
            state: r.state,
            scheduledAt: r.scheduledAt,
            description: r.description,
          })),
          pageVideos: [...fakes.state.pageVideos.values()].map((v) => ({
            id: v.id,
            pageId: v.pageId,
            title: v.title,
            description: v.description,
            published: v.published,
            bytes: v.bytes.length,
          })),
          youtube: fakes.state.ytVideos.map((v) => ({
            id: v.id,
            title: v.title,
            description: v.description,
            tags: v.tags,
            privacyStatus: v.privacyStatus,
            madeForKids: v.madeForKids,
            bytes: v.bytes,
          })),
        }),
      );
    });
  });
  await new Promise<void>((r) => control.listen(0, '127.0.0.1', r));
  return {
    /** Facebook, Instagram and YouTube all answer from the stand-ins. */
    env: fakes.env,
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((r) => control.close(() => r()));
      await fakes.close();
    },
  };
}

type FakeView = {
  posted: { reels: number; ig: number; youtube: number; fbFeed: number };
  reels: { id: string; state: string | null; scheduledAt: number | null; description: string }[];
  pageVideos: { id: string; pageId: string; title: string; description: string; published: boolean; bytes: number }[];
  youtube: {
    id: string;
    title: string;
    description: string;
    tags: string[];
    privacyStatus: string;
    madeForKids: boolean;
    bytes: number;
  }[];
};

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
