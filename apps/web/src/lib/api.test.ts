import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, InvalidResponseError, setUnauthorizedHandler } from './api.ts';

const answer = (status: number, body: string | null) => vi.fn(async () => new Response(body, { status }));

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it('calls the 401 handler for our API, not for the auth endpoints (a signed-out session check)', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', answer(401, '{"error":{"code":"UNAUTHORIZED"}}'));
    await expect(api('/api/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(api('/api/auth/get-session')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('refuses a 2xx answer that is not JSON instead of returning null', async () => {
    vi.stubGlobal('fetch', answer(200, '<html>proxy</html>'));
    await expect(api('/api/brain/details')).rejects.toBeInstanceOf(InvalidResponseError);
    vi.stubGlobal('fetch', answer(204, null));
    await expect(api('/api/videos/x')).resolves.toBeNull();
  });
});
