/**
 * An answer from our API that was not 2xx; `code` is the server's error code: one of the contract's
 * ErrorCode for our routes, better-auth's own code, or HTTP_<status> when the answer had none.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    public readonly details?: unknown,
  ) {
    super(`${status} ${code}`);
  }
}

/** The server refused because of too many tries (429); the UI says m.common.rateLimited. */
export const isRateLimited = (err: unknown): boolean => err instanceof ApiError && err.status === 429;

/** The request never got an answer (offline, DNS, server down). */
export class NetworkError extends Error {}

/** The answer was 2xx but not the JSON we asked for (a proxy's page, a broken upstream). */
export class InvalidResponseError extends Error {}

let onUnauthorized: (() => void) | null = null;

/**
 * SPEC.md section 2: a signed-in screen whose session ended (logged out in another tab, expired,
 * account deleted) goes to /login. The signed-in layout registers what that means; the landing and
 * auth screens register nothing, so a 401 there is only an answer.
 */
export function setUnauthorizedHandler(handler: (() => void) | null) {
  onUnauthorized = handler;
}

export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw new NetworkError('network');
  }
  const text = await res.text();
  const body = text ? safeJson(text) : null;
  // The session check itself answers 401 to signed-out visitors; every other 401 means the session is gone.
  if (res.status === 401 && !path.startsWith('/api/auth/')) onUnauthorized?.();
  if (res.ok && text && body === undefined) throw new InvalidResponseError(`${path}: not JSON`);
  if (!res.ok) {
    const err = (body ?? null) as { error?: { code?: string; details?: unknown }; code?: string } | null;
    // Our routes answer {error:{code}}; better-auth answers {code, message}.
    throw new ApiError(res.status, err?.error?.code ?? err?.code ?? `HTTP_${res.status}`, err?.error?.details);
  }
  return body as T;
}

/** The parsed body, or undefined when it is not JSON. */
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
