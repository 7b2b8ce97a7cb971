import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'metrics-token-0123456789' });
});
afterAll(() => t.close());

it('reports healthy while the database answers', async () => {
  const res = await t.request('/api/health');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok', database: true });
});

it('exposes Prometheus metrics including request counts', async () => {
  await t.request('/api/health');
  // No socket here (not loopback): only the token opens it.
  expect((await t.request('/metrics')).status).toBe(404);
  expect((await t.request('/metrics', { headers: { Authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(
    404,
  );
  const res = await t.request('/metrics', { headers: { Authorization: 'Bearer metrics-token-0123456789' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/plain/);
  const text = await res.text();
  expect(text).toMatch(/# TYPE http_requests_total counter/);
  expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
  expect(text).toMatch(/process_cpu_seconds_total/);
});

it('opens /metrics without the token only to a local caller, not to one forwarded by a proxy on this host', async () => {
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  try {
    expect((await fetch(url)).status).toBe(200);
    const forwarded: Record<string, string>[] = [
      { 'X-Forwarded-For': '203.0.113.9' },
      { Forwarded: 'for=203.0.113.9' },
      { 'X-Real-IP': '203.0.113.9' },
      { 'X-Forwarded-Host': 'reklamo.bg' },
    ];
    for (const headers of forwarded) {
      expect([headers, (await fetch(url, { headers })).status]).toEqual([headers, 404]);
    }
    // The token still opens it through the proxy.
    expect(
      (
        await fetch(url, {
          headers: { 'X-Forwarded-For': '203.0.113.9', Authorization: 'Bearer metrics-token-0123456789' },
        })
      ).status,
    ).toBe(200);
  } finally {
    await new Promise((r) => server.close(r));
  }
});

it('answers unknown API paths with a JSON 404', async () => {
  const res = await t.request('/api/nope');
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND' } });
});

it('reports 503 once the database is unreachable', async () => {
  await t.deps.database.pool.end();
  const res = await t.request('/api/health');
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ status: 'unavailable', database: false });
});
