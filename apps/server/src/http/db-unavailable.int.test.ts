import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** A TCP proxy in front of the test database that the test can cut and restore. */
function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const port = { value: 0 };
  const open = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port.value, '127.0.0.1', () => {
        port.value = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  return { open, cut, port };
}

let t: TestApp;
let proxy: ReturnType<typeof cuttableProxy>;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      databaseUrl: async (url) => {
        proxy = cuttableProxy(new URL(url));
        await proxy.open();
        const via = new URL(url);
        via.host = `127.0.0.1:${proxy.port.value}`;
        return via.toString();
      },
    },
  );
});
afterAll(async () => {
  await proxy.open().catch(() => {});
  await t.close();
});

it('answers 503 (not 500) while the database is unreachable and recovers when it returns', async () => {
  const u = await t.signUp();
  expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(200);
  await proxy.cut();
  for (const p of ['/api/me', '/api/videos', '/api/support/tickets']) {
    const res = await t.request(p, { cookie: u.cookie });
    expect(res.status, p).toBe(503);
    expect(await res.json()).toEqual({ error: { code: 'SERVICE_UNAVAILABLE' } });
  }
  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: u.email, password: u.password },
  });
  expect(signIn.status).toBe(503);
  await proxy.open();
  expect((await t.request('/api/me', { cookie: u.cookie })).status).toBe(200);
  // Nothing the user typed reaches the logs with the failed queries.
  expect(t.logs.join('')).not.toContain(u.email);
});
