import net from 'node:net';
import { listOutboxEmails } from '@reklamo/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** Just enough of an SMTP server (RFC 5321) on 127.0.0.1 to receive what nodemailer sends. */
function startSmtpServer() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((sock) => {
    let from = '';
    let to: string[] = [];
    let data: string | null = null;
    let buf = '';
    sock.write('220 test ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      let i: number;
      while ((i = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push({ from, to, data });
            data = null;
            to = [];
            sock.write('250 queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') sock.write('250-test\r\n250 8BITMIME\r\n');
        else if (cmd === 'MAIL') {
          from = line.slice(10).replace(/[<>]/g, '').split(' ')[0]!;
          sock.write('250 ok\r\n');
        } else if (cmd === 'RCPT') {
          to.push(line.slice(8).replace(/[<>]/g, ''));
          sock.write('250 ok\r\n');
        } else if (cmd === 'DATA') {
          data = '';
          sock.write('354 go on\r\n');
        } else if (cmd === 'QUIT') sock.end('221 bye\r\n');
        else sock.write('250 ok\r\n');
      }
    });
  });
  return { server, messages };
}

const smtp = startSmtpServer();
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((r) => smtp.server.listen(0, '127.0.0.1', r));
  const { port } = smtp.server.address() as net.AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Reklamo <no-reply@reklamo.bg>' });
});
afterAll(async () => {
  await t.close();
  smtp.server.close();
});

it('sends the password-reset e-mail over SMTP when SMTP_URL is set, not to the outbox', async () => {
  // Unconfirmed: the confirmation link went over SMTP too, not to the outbox the helper reads.
  const u = await t.signUp({ email: 'smtp-user@example.bg', verify: false });
  const res = await t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: u.email, redirectTo: 'http://localhost:3000/reset-password' },
  });
  expect(res.status).toBe(200);
  // The sign-up's confirmation link first, then the reset link.
  await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(2);
  const msg = smtp.messages[1];
  expect(msg!.from).toBe('no-reply@reklamo.bg');
  expect(msg!.to).toEqual(['smtp-user@example.bg']);
  const [head, body] = msg!.data.split('\n\n');
  expect(head).toMatch(/Content-Transfer-Encoding: base64/);
  expect(Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8')).toMatch(
    /Здравейте.*\n[\s\S]*\/api\/auth\/reset-password\//,
  );
  expect(await listOutboxEmails(t.db, u.email)).toHaveLength(0);
});
