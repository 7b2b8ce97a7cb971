import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadMedia } from './api.ts';

const MB = 1024 * 1024;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A stand-in for the server's resumable upload routes, keeping the bytes it got. */
function fakeServer(opts: { dropAnswerOfChunk: number }) {
  const got: Uint8Array[] = [];
  let offset = 0;
  let patches = 0;
  const log: string[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    log.push(`${method} ${url}`);
    if (method === 'POST' && url === '/api/media/uploads')
      return json(201, { id: 'u1', size: JSON.parse(init.body as string).size, offset: 0, chunkBytes: 8 * MB });
    if (method === 'GET' && url === '/api/media/uploads/u1')
      return json(200, { id: 'u1', size: 0, offset, chunkBytes: 8 * MB });
    if (method === 'PATCH') {
      const [, from, to] = /bytes (\d+)-(\d+)\//.exec(new Headers(init.headers).get('Content-Range')!)!.map(Number) as [
        string,
        number,
        number,
      ];
      if (from !== offset) return json(409, { error: { code: 'UPLOAD_OFFSET_MISMATCH', details: { offset } } });
      got.push(new Uint8Array(await (init.body as Blob).arrayBuffer()));
      offset = to + 1;
      // The server stored the chunk, but the answer is lost on the way (a dropped connection).
      if (++patches === opts.dropAnswerOfChunk) throw new TypeError('network');
      return json(200, { id: 'u1', size: 0, offset, chunkBytes: 8 * MB });
    }
    if (method === 'POST' && url === '/api/media/uploads/u1/complete') return json(201, { id: 'm1', kind: 'clip' });
    return json(404, { error: { code: 'NOT_FOUND' } });
  });
  return { fetch, got, log };
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadMedia (resumable)', () => {
  it('sends a large file in chunks, survives a lost answer by asking the offset, and completes with every byte once', async () => {
    const server = fakeServer({ dropAnswerOfChunk: 2 });
    vi.stubGlobal('fetch', server.fetch);
    const bytes = new Uint8Array(20 * MB);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = (i / 4096) % 251;
    const progress: number[] = [];
    const item = await uploadMedia(new File([bytes], 'clip.mp4'), (f) => progress.push(f));
    expect(item).toMatchObject({ id: 'm1' });
    const joined = new Uint8Array(server.got.reduce((n, c) => n + c.length, 0));
    server.got.reduce((at, c) => (joined.set(c, at), at + c.length), 0);
    expect(joined.length).toBe(bytes.length);
    expect(Buffer.compare(Buffer.from(joined), Buffer.from(bytes))).toBe(0);
    // After the lost answer it asked where the server was instead of sending the chunk twice.
    expect(server.log.filter((l) => l.startsWith('PATCH')).length).toBe(3);
    expect(server.log).toContain('GET /api/media/uploads/u1');
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('sends a small file as one multipart upload', async () => {
    const fetch = vi.fn(async () => json(201, { id: 'm2' }));
    vi.stubGlobal('fetch', fetch);
    await uploadMedia(new File([new Uint8Array(1000)], 'a.jpg'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body).toBeInstanceOf(FormData);
  });
});

describe('upload failures in Bulgarian', () => {
  it('a dropped connection says the file was not kept; a refusal says why', async () => {
    const { uploadErrorMessage, mediaErrorMessage } = await import('./api.ts');
    const { NetworkError, ApiError } = await import('../../lib/api.ts');
    expect(uploadErrorMessage(new NetworkError('network'))).toBe(
      'Качването прекъсна и файлът не е запазен. Проверете връзката и опитайте отново.',
    );
    expect(uploadErrorMessage(new ApiError(409, 'UPLOAD_INCOMPLETE'))).toBe(
      'Файлът не е качен докрай и не е запазен. Опитайте отново.',
    );
    expect(mediaErrorMessage(new ApiError(413, 'MEDIA_FILE_TOO_LARGE'))).toContain('200MB');
  });
});
