import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createClient,
  type ErrorResponse,
  type Photo,
  type PhotosWithTotalResults,
  type Video,
  type Videos,
} from 'pexels';
import {
  SourceError,
  type Candidate,
  type ImageSource,
  type PictureRequest,
  type SourceContext,
} from './image-source.ts';

/** The address the official client 1.4.0 builds every request on (it has no option to change it). */
const PEXELS_ORIGIN = 'https://api.pexels.com/';

type Scope = { base: string; signal: AbortSignal };
const scope = new AsyncLocalStorage<Scope>();
let shimmed = false;

/**
 * The official client calls the global `fetch` with a fixed origin and no abort signal. Inside a
 * call made by this module (and only there, via AsyncLocalStorage) the request goes to the
 * configured base with the request's timeout; every other fetch in the process is passed through
 * untouched. See decision 041.
 */
function installScopedFetch() {
  if (shimmed) return;
  shimmed = true;
  const original = globalThis.fetch;
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const s = scope.getStore();
    if (s && typeof input === 'string' && input.startsWith(PEXELS_ORIGIN)) {
      return original(s.base + input.slice(PEXELS_ORIGIN.length), { ...init, signal: s.signal });
    }
    return original(input, init);
  }) as typeof fetch;
}

const MAX_VIDEO_SEC = 60;

const isError = (r: unknown): r is ErrorResponse => !!r && typeof r === 'object' && 'error' in r;

/** The photo's own file at about the size the frame needs (Pexels resizes on its CDN by `w`). */
function photoUrl(p: Photo, ctx: SourceContext): string {
  // Cover-fit at the renderer's Ken Burns overscan (×1.12) and never beyond the original.
  const need = Math.ceil(Math.max(ctx.width, (ctx.height * p.width) / Math.max(1, p.height)) * 1.12);
  const w = Math.min(p.width || need, need);
  const sep = p.src.original.includes('?') ? '&' : '?';
  return `${p.src.original}${sep}auto=compress&cs=tinysrgb&w=${w}`;
}

/** The MP4 rendition nearest the frame: the smallest that covers its short side, else the largest. */
export function pickVideoFile(v: Video, width: number, height: number): Video['video_files'][number] | undefined {
  const short = Math.min(width, height);
  const files = v.video_files.filter(
    (f) => f.link && f.quality !== 'hls' && /mp4/i.test(String(f.file_type)) && f.width && f.height,
  );
  const side = (f: (typeof files)[number]) => Math.min(f.width!, f.height!);
  const covering = files.filter((f) => side(f) >= short).sort((a, b) => side(a) - side(b));
  return covering[0] ?? files.sort((a, b) => side(b) - side(a))[0];
}

export function pexelsSource(opts: { apiKey: string; baseURL?: string }): ImageSource {
  installScopedFetch();
  const client = createClient(opts.apiKey);
  const base = (opts.baseURL ?? PEXELS_ORIGIN).replace(/\/?$/, '/');
  const call = <T>(signal: AbortSignal, run: () => Promise<T>): Promise<T> =>
    scope.run({ base, signal }, async () => {
      try {
        return await run();
      } catch (err) {
        // The client throws the bare status text ("Internal Server Error"); keep it, name the source.
        if (signal.aborted) throw signal.reason;
        throw new SourceError(`search failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
  return {
    id: 'pexels',
    async find(req: PictureRequest, ctx: SourceContext): Promise<Candidate[]> {
      // The client joins parameters without encoding them; the query is encoded here.
      const params = {
        query: encodeURIComponent(req.query),
        orientation: req.orientation,
        per_page: Math.min(40, req.count + 8),
      };
      if (req.wantClip) {
        const res = await call<Videos | ErrorResponse>(ctx.signal, () => client.videos.search(params));
        if (isError(res)) throw new SourceError(`search failed: ${res.error}`);
        const out: Candidate[] = [];
        for (const v of res.videos ?? []) {
          // A scene uses a few seconds; long videos only cost download and disk.
          if (v.duration > MAX_VIDEO_SEC) continue;
          const f = pickVideoFile(v, ctx.width, ctx.height);
          if (!f) continue;
          out.push({
            key: `video-${v.id}`,
            kind: 'clip',
            url: f.link,
            durationSec: v.duration,
            credit: { source: 'pexels', name: v.user?.name ?? 'Pexels', url: v.user?.url ?? v.url, pageUrl: v.url },
          });
        }
        // Too few clips for the scene: its other beats are photos of the same search.
        if (out.length >= req.count) return out;
        return out.concat(await this.find({ ...req, wantClip: false }, ctx));
      }
      // At least 4 MP ("small"): enough to cover a 1080p frame, and the widest choice of photos.
      const res = await call<PhotosWithTotalResults | ErrorResponse>(ctx.signal, () =>
        client.photos.search({ ...params, size: 'small' }),
      );
      if (isError(res)) throw new SourceError(`search failed: ${res.error}`);
      return (res.photos ?? []).map((p) => ({
        key: `photo-${p.id}`,
        kind: 'photo' as const,
        url: photoUrl(p, ctx),
        credit: { source: 'pexels' as const, name: p.photographer, url: p.photographer_url, pageUrl: p.url },
      }));
    },
  };
}
