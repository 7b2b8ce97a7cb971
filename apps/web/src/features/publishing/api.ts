import { useQuery } from '@tanstack/react-query';
import { STORYBOARD_ANGLES, type CreateDraft, type Storyboard, type Video } from '@reklamo/contract';
import type {
  MetaPage,
  PublishingState,
  PublishProvider,
  PublishRequest,
  SocialConnection,
  SocialPost,
} from '@reklamo/contract/publishing';
import { api, ApiError, NetworkError } from '../../lib/api.ts';
import { m } from '../../messages/index.ts';

export const PUBLISHING_KEY = ['publishing'] as const;
export const postsKey = (videoId?: string) => ['publishing', 'posts', videoId ?? 'all'] as const;

const enc = encodeURIComponent;

export const getPublishing = () => api<PublishingState>('/api/publishing');
export const startConnect = (provider: PublishProvider) =>
  api<{ url: string }>(`/api/publishing/connect/${provider}`, { method: 'POST' });
export const disconnectProfile = (id: string) =>
  api<null>(`/api/publishing/connections/${enc(id)}`, { method: 'DELETE' });
export const getCaption = (videoId: string) =>
  api<{ caption: string; title: string }>(`/api/publishing/caption?videoId=${enc(videoId)}`);
export const publishPosts = (req: PublishRequest) =>
  api<{ posts: SocialPost[] }>('/api/publishing/posts', { method: 'POST', json: req });
export const getMetaPages = () => api<{ pages: MetaPage[] }>('/api/publishing/meta/pages');
export const chooseMetaPage = (pageId: string) =>
  api<{ connection: SocialConnection }>('/api/publishing/meta/page', { method: 'PUT', json: { pageId } });
export const retryPost = (id: string) =>
  api<{ post: SocialPost }>(`/api/publishing/posts/${enc(id)}/retry`, { method: 'POST' });
export const listPosts = (videoId?: string) =>
  api<{ posts: SocialPost[] }>(`/api/publishing/posts${videoId ? `?videoId=${enc(videoId)}` : ''}`);

export const usePublishing = () => useQuery({ queryKey: PUBLISHING_KEY, queryFn: getPublishing });

/** Posts still moving (sent, uploading, processing) are asked about again soon; settled ones rarely. */
export const usePosts = () =>
  useQuery({
    queryKey: postsKey(),
    queryFn: () => listPosts(),
    refetchInterval: (q) =>
      q.state.data?.posts.some((p) => p.status === 'queued' || p.status === 'uploading' || p.status === 'processing')
        ? 3000
        : 60_000,
  });

/** The Bulgarian wording of a publishing failure (a server code, the network, or anything else). */
export function publishErrorText(err: unknown): string {
  if (err instanceof NetworkError) return m.common.networkError;
  if (err instanceof ApiError && err.code === 'VIDEO_NOT_READY') {
    const d = err.details as { rendering?: boolean; format?: string } | undefined;
    const feed = d?.format === '4:5' || d?.format === '1:1';
    return m.publishing.errors[`${d?.rendering ? 'VIDEO_RENDERING' : 'VIDEO_NOT_READY'}${feed ? '_FEED' : ''}`]!;
  }
  if (err instanceof ApiError)
    return m.publishing.errors[err.code] ?? (err.status === 429 ? m.common.rateLimited : m.publishing.failedGeneric);
  return m.common.unexpectedError;
}

type EditorData = { video: Video; storyboard: Storyboard | null };

/**
 * "Направете още като тази": a new create draft from the leading ad's description, facts and angle
 * (the flow writes the same three variants from the same details, so the angle picks the index).
 */
export async function draftLike(videoId: string, prompt: string): Promise<void> {
  const ed = await api<EditorData>(`/api/videos/${enc(videoId)}/editor`);
  const sb = ed.storyboard;
  const text = ed.video.prompt || prompt;
  const chosen = sb ? Math.max(0, STORYBOARD_ANGLES.indexOf(sb.angle)) : 0;
  const trade = (sb?.facts.BusinessDescription || sb?.facts.AdvertizedService || '').slice(0, 200);
  const draft: CreateDraft = {
    step: sb ? 'detailed-form' : 'prompt-mode',
    businessType: trade,
    prompt: text,
    promptFor: sb ? trade : null,
    facts: sb ? { ...sb.facts } : null,
    factsFor: sb ? text : null,
    confirmed: { BusinessName: true, AdvertizedService: true, Offer: true, BusinessLocation: true },
    aspectRatio: sb?.aspectRatio ?? '9:16',
    style: sb?.style ?? 'bold',
    sound: { voice: 'female', pace: 'normal', captions: true },
    chosen,
    media: 'all',
  };
  await api('/api/drafts/create', { method: 'PUT', json: draft });
}
